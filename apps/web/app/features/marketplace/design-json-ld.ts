import type { Design } from '@atelier/domain/catalog';
import { DESIGN_IMAGE_VIEWS, designImageUrl, isUploadedImage } from '@atelier/domain/design-images';
import type { LicenceOption } from '@atelier/domain/licences';

/** The pictures the gallery shows: uploaded ones (base URLs), else the views of the generated artwork. */
function pictureUrls(design: Design, pictures: readonly { url: string }[]): string[] {
  if (pictures.length > 0)
    return pictures.map((picture) => designImageUrl(picture.url, { width: 1280, format: 'webp' }));
  if (isUploadedImage(design.image)) return [designImageUrl(design.image, { width: 1280, format: 'webp' })];
  return DESIGN_IMAGE_VIEWS.map((view) => designImageUrl(design.image, { view, width: 1280, format: 'webp' }));
}

/**
 * schema.org Product data for search engines, one offer per licence the design is sold under, at its
 * price now; while a sale reduces it (decision 050), that price holds until the sale's last day
 * (`priceValidUntil`, the UTC date the sale ends, as the design page states it). URLs are absolute, as
 * the format requires.
 */
export function designJsonLd(
  design: Design,
  origin: string,
  licences: readonly Pick<LicenceOption, 'label' | 'priceCents'>[],
  pictures: readonly { url: string }[] = [],
): string {
  const absolute = (path: string) => new URL(path, origin).toString();
  const validUntil = design.sale ? { priceValidUntil: new Date(design.sale.endsAt).toISOString().slice(0, 10) } : {};
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: design.title,
    description: design.description,
    sku: design.id,
    category: `Architectural plans > ${design.categoryLabel}`,
    brand: { '@type': 'Brand', name: 'Atelier Plans' },
    image: pictureUrls(design, pictures).map(absolute),
    url: absolute(`/design/${design.id}`),
    offers: licences.map((licence) => ({
      '@type': 'Offer',
      name: licence.label,
      price: (licence.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      ...validUntil,
      availability: 'https://schema.org/InStock',
      url: absolute(`/design/${design.id}`),
    })),
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
