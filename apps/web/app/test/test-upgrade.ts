import type { LicenceUpgradeOffer } from '@atelier/domain/licence-upgrades';

/** The villa's CAD files offered to an order of its PDF set: the upgrade the tests review and order. */
export const villaToCad: LicenceUpgradeOffer = {
  designId: 'design-001',
  title: 'Modern Coastal Villa',
  from: 'pdf-single',
  to: 'cad',
  label: 'CAD files',
  priceCents: 675000,
};
