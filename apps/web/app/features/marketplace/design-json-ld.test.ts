import type { Design } from '@atelier/domain/catalog';
import { designLicenceOptions, licenceOptions } from '@atelier/domain/licences';
import { describe, expect, it } from 'vitest';
import { designJsonLd } from './design-json-ld';

const design = {
  id: 'design-001',
  title: 'Villa </script><script>alert(1)</script>',
  description: 'A villa.',
  price: 450000,
  sale: null,
  image: '/media/designs/design-001',
  categoryLabel: 'Residential',
  buildingTypeLabel: 'House',
  locationLabel: 'Coastal',
  area: 2400,
  stories: 2,
  bedrooms: 4,
  bathrooms: 3.5,
} as Design;

describe('design JSON-LD', () => {
  it('lists one offer per licence, priced, and cannot close its script element', () => {
    const licences = licenceOptions(450000, [{ licence: 'cad', priceCents: 1125000 }]);
    const text = designJsonLd(design, 'https://plans.example', licences);
    expect(text).not.toContain('</script>');
    const data = JSON.parse(text);
    expect(data.offers).toEqual([
      expect.objectContaining({ name: 'PDF plan set, single build', price: '4500.00', priceCurrency: 'USD' }),
      expect.objectContaining({ name: 'CAD files', price: '11250.00', url: 'https://plans.example/design/design-001' }),
    ]);
    expect(data.offers[0]).not.toHaveProperty('priceValidUntil');
  });

  it('offers a design on sale at its reduced price, valid until the day the sale ends', () => {
    const onSale: Design = {
      ...design,
      price: 360000,
      sale: { name: 'Spring sale', percentOff: 20, endsAt: '2031-04-30T22:00:00.000Z', listPrice: 450000 },
    };
    const licences = designLicenceOptions(onSale, [{ licence: 'cad', priceCents: 1125000 }]);
    const data = JSON.parse(designJsonLd(onSale, 'https://plans.example', licences));
    expect(data.offers).toEqual([
      expect.objectContaining({ name: 'PDF plan set, single build', price: '3600.00', priceValidUntil: '2031-04-30' }),
      expect.objectContaining({ name: 'CAD files', price: '9000.00', priceValidUntil: '2031-04-30' }),
    ]);
  });
});
