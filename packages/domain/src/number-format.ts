/**
 * Numbers and dates as the storefront shows them, in US English, written out without `Intl`: the
 * first `Intl` formatter a page creates starts the browser's locale data, about 30 ms of the main
 * thread on a laptop and over 100 ms on a phone-class CPU, on every first visit. The tests hold these
 * to what `Intl` prints for en-US.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 1234567.5 → '1,234,567.5': at most three decimals, as `toLocaleString('en-US')` shows a number
 * (for magnitudes below 9 × 10^12, far past any area, price or count shown).
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const thousandths = Math.round(Math.abs(value) * 1000);
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && thousandths > 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A calendar date ('2025-03-05') or a moment (its UTC date) as 'March 5, 2025'. */
export function formatLongDate(date: string | Date): string {
  const [year, month, day] = new Date(date).toISOString().slice(0, 10).split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** 1234567 → '1,234,567' (a whole, non-negative number). */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
