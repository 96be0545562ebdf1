import type { Design } from '@atelier/domain/catalog';
import { DEFAULT_SETBACKS, type Lot, type LotKey, lotParams, marginsText } from '@atelier/domain/lot-fit';
import { formatNumber } from '@atelier/domain/number-format';
import { Form, useNavigation } from 'react-router';
import { inputClass, SubmitButton } from '../../components/form-field';
import { HiddenFields, PageSection } from '../../components/page-section';
import { type Rect, type SitePlanGeometry, sitePlanGeometry } from './site-plan-geometry';

type SitePlanDesign = Pick<Design, 'id' | 'title' | 'widthFt' | 'depthFt'>;

const ft = (feet: number) => `${formatNumber(feet)} ft`;
const size = (width: number, depth: number) => `${formatNumber(width)} × ${formatNumber(depth)} ft`;

/** The plan in words, for everyone: what the drawing shows and whether the design fits. */
function caption(lot: Lot, plan: SitePlanGeometry): string {
  const onLot =
    `On a ${size(lot.lotWidth, lot.lotDepth)} lot with setbacks of ${ft(lot.setbackFront)} front, ` +
    `${ft(lot.setbackRear)} rear and ${ft(lot.setbackSide)} each side, ` +
    `the buildable area is ${size(plan.buildable.width, plan.buildable.height)}`;
  const { footprint, margins, overflow } = plan;
  if (!footprint || !overflow) {
    return `${onLot}. This design has no footprint size yet, so it cannot be checked against your lot.`;
  }
  const thisFootprint = `this ${size(footprint.width, footprint.height)} footprint`;
  if (margins) return `${onLot}; ${thisFootprint} leaves ${marginsText(margins)}.`;
  const tooBig = [
    overflow.width > 0 ? `${ft(overflow.width)} too wide` : null,
    overflow.depth > 0 ? `${ft(overflow.depth)} too deep` : null,
  ].filter((part) => part !== null);
  return `${onLot}; ${thisFootprint} is ${tooBig.join(' and ')}, so it does not fit.`;
}

const FIELDS: { name: LotKey; label: string; min: number }[] = [
  { name: 'lotWidth', label: 'Lot width', min: 1 },
  { name: 'lotDepth', label: 'Lot depth', min: 1 },
  { name: 'setbackFront', label: 'Front setback', min: 0 },
  { name: 'setbackRear', label: 'Rear setback', min: 0 },
  { name: 'setbackSide', label: 'Side setbacks (each)', min: 0 },
];

const rectProps = ({ x, y, width, height }: Rect) => ({ x, y, width, height });

/**
 * "On your lot": the design's footprint drawn on the visitor's lot (from the URL's lot parameters), said
 * in words, and a form to try another lot. Server-rendered; the drawing and the form need no script.
 */
/** `keep` holds the page's other parameters (its cost-to-build choice), which the lot's form sends on. */
export function SitePlan({ lot, design, keep = [] }: { lot: Lot; design: SitePlanDesign; keep?: [string, string][] }) {
  const navigation = useNavigation();
  const plan = sitePlanGeometry(lot, design);
  const { viewBox, fontSize, footprint, labels } = plan;
  // In feet, as everything in the drawing: in proportion to the labels, whatever the lot's size.
  const stroke = { strokeWidth: fontSize / 8 };
  const path = `/design/${design.id}`;

  return (
    <PageSection id="lot-heading" title="On your lot">
      <figure className="mt-4 rounded-lg border border-border p-4 sm:p-6">
        <svg
          role="img"
          aria-labelledby="site-plan-title"
          aria-describedby="site-plan-caption"
          viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
          width="100%"
          className="mx-auto block max-h-[360px]"
        >
          <title id="site-plan-title">{`Site plan: ${design.title} on a ${size(lot.lotWidth, lot.lotDepth)} lot`}</title>
          <rect {...rectProps(plan.street)} className="fill-muted" />
          <rect {...rectProps(plan.lot)} {...stroke} className="fill-bg stroke-fg" />
          <rect
            {...rectProps(plan.buildable)}
            {...stroke}
            strokeDasharray={`${fontSize / 2} ${fontSize / 3}`}
            className="fill-none stroke-muted-fg"
          />
          {footprint && (
            <rect
              {...rectProps(footprint)}
              {...stroke}
              className={plan.margins ? 'fill-primary/20 stroke-primary' : 'fill-danger/20 stroke-danger'}
            />
          )}
          <g fontSize={fontSize} textAnchor="middle" dominantBaseline="central" className="fill-muted-fg">
            <text {...labels.street}>Street</text>
            <text {...labels.lotWidth}>{ft(lot.lotWidth)}</text>
            <text {...labels.lotDepth} transform={`rotate(-90 ${labels.lotDepth.x} ${labels.lotDepth.y})`}>
              {ft(lot.lotDepth)}
            </text>
            {footprint && labels.footprint && (
              <text {...labels.footprint} className="fill-fg font-semibold">
                {size(footprint.width, footprint.height)}
              </text>
            )}
          </g>
        </svg>
        <figcaption id="site-plan-caption" className="mt-4 text-sm leading-relaxed">
          {caption(lot, plan)}
        </figcaption>
      </figure>
      {/* Keyed by the lot, so going back to another lot shows its values. */}
      <Form
        key={new URLSearchParams(lotParams(lot)).toString()}
        method="get"
        action={path}
        preventScrollReset
        className="mt-6 print:hidden"
      >
        <HiddenFields params={keep} />
        <fieldset>
          <legend className="font-semibold">Try another lot (feet)</legend>
          <p className="mt-1 text-sm text-muted-fg">
            Leave a setback empty for the usual {DEFAULT_SETBACKS.setbackFront} ft front and rear,{' '}
            {DEFAULT_SETBACKS.setbackSide} ft each side.
          </p>
          <div className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {FIELDS.map(({ name, label, min }) => (
              <label key={name} className="block text-sm font-medium">
                {label}
                <input
                  type="number"
                  name={name}
                  defaultValue={lot[name]}
                  min={min}
                  max={10_000}
                  step={1}
                  inputMode="numeric"
                  required={min > 0}
                  className={inputClass}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4">
          <SubmitButton
            submitting={navigation.formData !== undefined && navigation.location?.pathname === path}
            busyLabel="Checking…"
          >
            Check my lot
          </SubmitButton>
        </div>
      </Form>
    </PageSection>
  );
}
