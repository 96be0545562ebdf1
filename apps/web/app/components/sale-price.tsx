import type { DesignSale } from '@atelier/domain/catalog';
import { type Cents, formatMoney } from '@atelier/domain/money';

/**
 * A price, with the regular price struck through before it while a sale reduces it (decision 050).
 * Screen readers do not announce a struck line, so they are told in words: "Regular price $4,500.00,
 * now $3,600.00". Without a reduction it is the price alone, as before sales existed.
 */
export function SalePrice({ cents, listCents }: { cents: Cents; listCents?: Cents | undefined }) {
  if (listCents === undefined || listCents <= cents) return <>{formatMoney(cents)}</>;
  const regular = formatMoney(listCents);
  const now = formatMoney(cents);
  // One phrase for screen readers, so no element boundary breaks it; the struck and the reduced
  // price are for the eye.
  return (
    <>
      <span className="sr-only">{`Regular price ${regular}, now ${now}`}</span>
      <span aria-hidden="true">
        <s className="text-[0.8em] font-normal text-muted-fg">{regular}</s> {now}
      </span>
    </>
  );
}

/** The running sale's name and reduction ("Spring sale −20%"), as a small tag beside a reduced price. */
export function SaleBadge({ sale }: { sale: Pick<DesignSale, 'name' | 'percentOff'> }) {
  return (
    <span className="inline-block rounded-full bg-danger px-2.5 py-0.5 text-xs font-semibold text-white dark:text-bg">
      {`${sale.name} −${sale.percentOff}%`}
    </span>
  );
}
