import type { Design } from '@atelier/domain/catalog';
import { licenceOptions } from '@atelier/domain/licences';
import { describe, expect, it } from 'vitest';
import { designJsonLd } from './design-json-ld';

const design = {
  id: 'design-001',
  title: 'Villa </script><script>alert(1)</script>',
  description: 'A villa.',
  price: 450000,
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
  });
});
