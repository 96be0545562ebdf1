import type { Design } from '@atelier/domain/catalog';
import { conditionLabels } from '@atelier/domain/catalog';
import { ARCHITECTURAL_STYLES, FOUNDATIONS, factLabel, ROOF_TYPES } from '@atelier/domain/design-facts';
import { compareHref } from '@atelier/domain/favourites';
import { LICENCE_IDS, LICENCES, type LicenceOption } from '@atelier/domain/licences';
import { formatMoney } from '@atelier/domain/money';
import { formatNumber } from '@atelier/domain/number-format';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DesignPicture } from '../../components/design-card';
import { SaleBadge, SalePrice } from '../../components/sale-price';

const feet = (value: number | null) => (value === null ? null : `${formatNumber(value)} ft`);
const conditions = (part: 'climate' | 'setting') => (design: Design) =>
  conditionLabels(design.environmentalConditions)[part].join(', ') || null;

interface Row {
  label: string;
  /** The value as text, which the designs' values are compared by. */
  value(design: Design): string | null;
  /** The value as shown, when marked up (a sale's struck regular price); else the text. */
  shown?(design: Design): ReactNode;
  /** What a null value is read as. */
  missing?: string;
}

/** The facts compared, one row each; null is a fact the design does not give. */
const ROWS: Row[] = [
  {
    label: 'Price',
    value: (design) => formatMoney(design.price),
    shown: (design) => (
      <>
        <SalePrice cents={design.price} listCents={design.sale?.listPrice} />
        {design.sale && (
          <span className="mt-1 block">
            <SaleBadge sale={design.sale} />
          </span>
        )}
      </>
    ),
  },
  { label: 'Area', value: (design) => `${formatNumber(design.area)} sq ft` },
  { label: 'Bedrooms', value: (design) => (design.bedrooms === null ? null : formatNumber(design.bedrooms)) },
  { label: 'Bathrooms', value: (design) => (design.bathrooms === null ? null : formatNumber(design.bathrooms)) },
  { label: 'Stories', value: (design) => formatNumber(design.stories) },
  { label: 'Width', value: (design) => feet(design.widthFt) },
  { label: 'Depth', value: (design) => feet(design.depthFt) },
  { label: 'Garage', value: (design) => (design.garageBays === null ? null : plural(design.garageBays, 'bay')) },
  { label: 'Roof', value: (design) => factLabel(ROOF_TYPES, design.roofType) },
  { label: 'Foundation', value: (design) => factLabel(FOUNDATIONS, design.foundation) },
  { label: 'Style', value: (design) => factLabel(ARCHITECTURAL_STYLES, design.style) },
  { label: 'Climate', value: conditions('climate') },
  { label: 'Setting', value: conditions('setting') },
];

const plural = (count: number, word: string) => `${formatNumber(count)} ${word}${count === 1 ? '' : 's'}`;

/**
 * A row per licence any of the designs offers (decision 032), in the design page's order and with its
 * names: the price, or a dash where a design does not offer it.
 */
function licenceRows(designs: readonly Design[], licences: Readonly<Record<string, readonly LicenceOption[]>>): Row[] {
  const offered = (design: Design, id: string) => licences[design.id]?.find((option) => option.id === id);
  return LICENCE_IDS.filter((id) => designs.some((design) => offered(design, id))).map((id) => ({
    label: LICENCES[id].label,
    value: (design) => {
      const option = offered(design, id);
      return option ? formatMoney(option.priceCents) : null;
    },
    shown: (design) => {
      const option = offered(design, id);
      return option ? <SalePrice cents={option.priceCents} listCents={option.listPriceCents} /> : null;
    },
    missing: 'not offered',
  }));
}

/** Whether the designs' values of a row are not all the same (a fact not given counts as a value). */
const differs = (values: readonly (string | null)[]) => new Set(values).size > 1;

function NotGiven({ text = 'not given' }: { text?: string | undefined }) {
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{text}</span>
    </>
  );
}

const stickyCell = 'sticky left-0 z-10 bg-bg';

/**
 * The designs side by side: a real table (names as column headers, facts as row headers), the price of
 * each licence last (a sale's regular price struck through before it), then a "Buy" row with what `purchase` renders for each design (the route composes
 * the cart's add-to-cart form in). On a narrow screen the table scrolls sideways inside its own
 * labelled region, a keyboard stop, with the fact names kept in view.
 */
export function CompareTable({
  designs,
  licences,
  purchase,
}: {
  designs: readonly Design[];
  /** The licences each design offers, by design id, base licence first. */
  licences: Readonly<Record<string, readonly LicenceOption[]>>;
  purchase(design: Design): ReactNode;
}) {
  const rows = [...ROWS, ...licenceRows(designs, licences)];
  return (
    <section
      aria-labelledby="compare-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll.
      tabIndex={0}
      // Relative: the cells' screen-reader text (absolutely placed) scrolls with the table, not past the page.
      className="relative mt-8 overflow-x-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-primary"
    >
      {/* Fixed layout: every design's column is as wide as the others (and so is its picture), whatever its
          title or form; below the minimum the region scrolls. */}
      <table
        className="w-full table-fixed border-collapse text-left text-sm sm:text-base"
        style={{ minWidth: `${8 + designs.length * 11}rem` }}
      >
        <caption id="compare-caption" className="sr-only">
          Comparison of {designs.map((design) => design.title).join(', ')}
        </caption>
        <thead>
          <tr className="border-b border-border align-top">
            <th scope="col" className={`${stickyCell} w-32 p-3 font-medium text-muted-fg`}>
              Design
            </th>
            {designs.map((design) => (
              <th key={design.id} scope="col" className="p-3 font-semibold">
                <DesignPicture
                  image={design.image}
                  alt=""
                  sizes="(min-width: 1024px) 240px, 40vw"
                  className="mb-2 overflow-hidden rounded-md"
                />
                <Link to={`/design/${design.id}`} className="text-primary hover:underline">
                  {design.title}
                </Link>
                <Link
                  to={compareHref(designs.filter((other) => other.id !== design.id).map((other) => other.id))}
                  className="mt-1 block text-sm font-normal text-muted-fg hover:text-danger hover:underline"
                >
                  Remove<span className="sr-only"> {design.title} from the comparison</span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const values = designs.map((design) => row.value(design));
            // Where the designs differ, the row is marked, in words too: the colour alone would not say it.
            const marked = designs.length > 1 && differs(values);
            return (
              <tr
                key={row.label}
                data-differs={marked || undefined}
                className={`border-b border-border last:border-b-0 ${marked ? 'bg-accent/10' : ''}`}
              >
                <th scope="row" className={`${stickyCell} p-3 font-medium ${marked ? 'bg-accent/10' : ''}`}>
                  {row.label}
                  {marked ? <span className="block text-xs font-normal text-muted-fg">Differs</span> : null}
                </th>
                {designs.map((design, index) => (
                  <td key={design.id} className="p-3">
                    {values[index] === null ? <NotGiven text={row.missing} /> : (row.shown?.(design) ?? values[index])}
                  </td>
                ))}
              </tr>
            );
          })}
          <tr className="align-top">
            <th scope="row" className={`${stickyCell} p-3 font-medium`}>
              Buy
            </th>
            {designs.map((design) => (
              // Its own stacking context: the form's raised radios stay under the sticky fact column.
              <td key={design.id} className="isolate p-3">
                {purchase(design)}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
