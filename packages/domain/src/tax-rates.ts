/**
 * The tax rule the checkout preview and the server share: the buyer's country's rate, else the default.
 * Its own module, so the storefront's checkout page takes it without the settings schemas.
 */
export interface TaxRates {
  defaultBasisPoints: number;
  byCountry: Record<string, number>;
}

export function taxRateFor(rates: TaxRates, country: string | null | undefined): number {
  const own = country ? rates.byCountry[country.toUpperCase()] : undefined;
  return own ?? rates.defaultBasisPoints;
}
