/**
 * The studio's contact details (staff edit them on /settings/general) and what the storefront's footer
 * and contact page show of them. No schema here: every storefront page loads this module, and the
 * form's schema (shop-settings.ts) would bring zod to every first visit.
 */

import type { PaperSizeSetting } from './paper-size.ts';

export const MAX_ADDRESS_LINES = 4;

/** Text kept as typed, one line per line break (blank lines and surrounding spaces dropped). */
export const linesOf = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The social networks the studio may link to from the storefront's footer, each by its profile's address. */
export const SOCIAL_PROFILES = [
  { key: 'facebookUrl', label: 'Facebook' },
  { key: 'instagramUrl', label: 'Instagram' },
  { key: 'linkedinUrl', label: 'LinkedIn' },
  { key: 'pinterestUrl', label: 'Pinterest' },
] as const;

type SocialProfileKey = (typeof SOCIAL_PROFILES)[number]['key'];

/** An absolute https:// address with a host: the only kind a profile link may have. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The studio's profiles ('' for a network it is not on; rows saved before read with none). */
type SocialProfileUrls = Record<SocialProfileKey, string>;

export interface StudioDetails extends SocialProfileUrls {
  name: string;
  email: string;
  phone: string;
  /** Postal address, one line per line. */
  address: string;
  /** The registered name invoices print ('' prints the shop's name). */
  legalName: string;
  /** The studio's VAT or tax number and company registration number, printed on invoices ('' for none). */
  vatNumber: string;
  companyNumber: string;
  /** Where the studio is (ISO code; '' when not given): an automatic paper size follows it. */
  country: string;
  /** The paper of invoices and licence certificates (paper-size.ts). */
  paperSize: PaperSizeSetting;
}

/** The storefront's contact details until staff change them (the literals the footer always showed). */
export const DEFAULT_STUDIO_DETAILS: StudioDetails = {
  name: 'Atelier Plans',
  email: 'studio@example.com',
  phone: '+1 (212) 555-0100',
  address: '350 Fifth Avenue\nNew York, NY 10118',
  legalName: '',
  vatNumber: '',
  companyNumber: '',
  country: 'US',
  paperSize: 'auto',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  pinterestUrl: '',
};

/**
 * The country a studio saved before it had one is in, as far as its address's last line says: the
 * United States for a state and ZIP code (or the country's name), Canada for a province and postal code
 * (or its name); '' otherwise (the paper is then A4, as it always was).
 */
export function countryOfAddress(address: string): string {
  const last = linesOf(address).at(-1) ?? '';
  if (/^(united states( of america)?|usa|u\.s\.a?\.?)$/i.test(last) || /\b[A-Z]{2},?\s+\d{5}(-\d{4})?$/.test(last)) {
    return 'US';
  }
  if (/^canada$/i.test(last) || /\b[A-Z]{2},?\s+[A-Z]\d[A-Z] ?\d[A-Z]\d$/i.test(last)) return 'CA';
  return '';
}

/** What the storefront shows in its footer and on the contact page. */
export interface StorefrontStudio {
  name: string;
  email: string;
  phone: string;
  addressLines: string[];
  /** The profiles staff set, in the networks' order; none until they set one. */
  socialProfiles: { label: string; url: string }[];
}

export const storefrontStudio = (details: StudioDetails): StorefrontStudio => ({
  name: details.name,
  email: details.email,
  phone: details.phone,
  addressLines: linesOf(details.address),
  socialProfiles: SOCIAL_PROFILES.flatMap(({ key, label }) => {
    const url = details[key];
    return url && isHttpsUrl(url) ? [{ label, url }] : [];
  }),
});
