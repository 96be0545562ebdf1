/** All money is kept in integer cents; formatting is the only place dollars appear. */
export type Cents = number;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(cents: Cents): string {
  return usd.format(cents / 100);
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** Tax in basis points (1 % = 100 bp), rounded half up to the cent. */
export function taxFor(subtotal: Cents, rateBasisPoints: number): Cents {
  return Math.round((subtotal * rateBasisPoints) / 10_000);
}
