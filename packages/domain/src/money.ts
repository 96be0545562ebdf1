import { groupThousands } from './number-format.ts';

/** All money is kept in integer cents; formatting is the only place dollars appear. */
export type Cents = number;

/** Cents as US dollars, as en-US currency format prints them (without Intl: number-format.ts says why). */
export function formatMoney(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return `${sign}$${groupThousands(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** Tax in basis points (1 % = 100 bp), rounded half up to the cent. */
export function taxFor(subtotal: Cents, rateBasisPoints: number): Cents {
  return Math.round((subtotal * rateBasisPoints) / 10_000);
}
