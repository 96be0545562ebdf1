/** Design pictures: the generated views and uploaded photographs, their widths, formats and URLs. */

/** Generated artwork per design: views, widths and formats the media routes serve. */
export const DESIGN_IMAGE_VIEWS = ['elevation', 'dusk', 'plan'] as const;
export type DesignImageView = (typeof DESIGN_IMAGE_VIEWS)[number];
export const DESIGN_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;
/** png is the fallback of the generated artwork, jpg the fallback of uploaded photographs. */
export const DESIGN_IMAGE_FORMATS = ['avif', 'webp', 'png', 'jpg'] as const;
export type DesignImageFormat = (typeof DESIGN_IMAGE_FORMATS)[number];
/** Base URL of an uploaded picture: `/media/images/<image id>`, then `-<width>.<format>` as for the artwork. */
export const UPLOADED_IMAGE_PREFIX = '/media/images/';

export function isUploadedImage(image: string): boolean {
  return image.startsWith(UPLOADED_IMAGE_PREFIX);
}

/** The format for browsers without AVIF or WebP: JPEG for photographs, PNG for the drawn artwork. */
export function designImageFallbackFormat(image: string): DesignImageFormat {
  return isUploadedImage(image) ? 'jpg' : 'png';
}
/** Width : height of every design image. */
export const DESIGN_IMAGE_RATIO = { width: 8, height: 5 } as const;

/**
 * `/media/designs/design-001` → `/media/designs/design-001-plan-640.webp` (the elevation has no view part).
 * A query on the base URL (a preview token, `withDesignPreview`) stays at the end.
 */
export function designImageUrl(
  image: string,
  options: { view?: DesignImageView; width?: number; format?: DesignImageFormat } = {},
): string {
  const queryAt = image.indexOf('?');
  const path = queryAt < 0 ? image : image.slice(0, queryAt);
  const query = queryAt < 0 ? '' : image.slice(queryAt);
  const view = options.view && options.view !== 'elevation' ? `-${options.view}` : '';
  const width = options.width ? `-${options.width}` : '';
  const format = options.format ? `.${options.format}` : '';
  return `${path}${view}${width}${format}${query}`;
}

/** The query parameter of a staff preview link (`/design/<id>?preview=<token>`). */
export const DESIGN_PREVIEW_PARAM = 'preview';

/**
 * An unpublished design's picture base URL carrying its preview token: the media routes serve the
 * pictures of a design that is not published only to staff and to holders of its preview link.
 */
export function withDesignPreview(image: string, token: string): string {
  return image === '' ? image : `${image}?${DESIGN_PREVIEW_PARAM}=${encodeURIComponent(token)}`;
}

/** A srcset listing every generated width of one view in one format. */
export function designImageSrcSet(image: string, format: DesignImageFormat, view?: DesignImageView): string {
  return DESIGN_IMAGE_WIDTHS.map((width) => `${designImageUrl(image, { view, width, format })} ${width}w`).join(', ');
}
