import type { MetaDescriptor } from 'react-router';

export const SITE_NAME = 'Atelier Plans';

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMeta({
  title,
  description,
  path,
  image,
}: {
  title: string;
  description: string;
  path?: string;
  image?: string;
}): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE_NAME },
  ];
  if (path) {
    tags.push({ tagName: 'link', rel: 'canonical', href: path });
    tags.push({ property: 'og:url', content: path });
  }
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
}
