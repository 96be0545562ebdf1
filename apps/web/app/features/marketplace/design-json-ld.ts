import { type Design, designImageUrl } from '@atelier/domain/catalog';
import { VIEW_LABELS } from './design-gallery';

/** schema.org Product data for search engines; URLs are absolute, as the format requires. */
export function designJsonLd(design: Design, origin: string): string {
  const absolute = (path: string) => new URL(path, origin).toString();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: design.title,
    description: design.description,
    sku: design.id,
    category: `Architectural plans > ${design.categoryLabel}`,
    brand: { '@type': 'Brand', name: 'Atelier Plans' },
    image: Object.keys(VIEW_LABELS).map((view) =>
      absolute(designImageUrl(design.image, { view: view as keyof typeof VIEW_LABELS, width: 1280, format: 'webp' })),
    ),
    url: absolute(`/design/${design.id}`),
    offers: {
      '@type': 'Offer',
      price: (design.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: absolute(`/design/${design.id}`),
    },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Floor area', value: design.area, unitText: 'sq ft' },
      { '@type': 'PropertyValue', name: 'Stories', value: design.stories },
      { '@type': 'PropertyValue', name: 'Building type', value: design.buildingTypeLabel },
      { '@type': 'PropertyValue', name: 'Location', value: design.locationLabel },
      ...(design.bedrooms !== null ? [{ '@type': 'PropertyValue', name: 'Bedrooms', value: design.bedrooms }] : []),
      ...(design.bathrooms !== null ? [{ '@type': 'PropertyValue', name: 'Bathrooms', value: design.bathrooms }] : []),
    ],
  };
  // `<` is escaped so a title can never close the script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
