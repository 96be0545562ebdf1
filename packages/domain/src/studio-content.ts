// Studio content helpers shared by the server, the admin and the storefront's browser code (no zod here).

/** Widths an uploaded portrait is served at (`/media/portraits/<file id>-<width>.<format>`). */
export const PORTRAIT_WIDTHS = [96, 160, 320] as const;
export type PortraitWidth = (typeof PORTRAIT_WIDTHS)[number];
export const PORTRAIT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type PortraitFormat = (typeof PORTRAIT_FORMATS)[number];

const PORTRAIT_PREFIX = '/media/portraits/';

/** The base URL of an uploaded portrait, as a person's `avatar` keeps it. */
export const portraitPath = (fileId: string) => `${PORTRAIT_PREFIX}${fileId}`;

/** True when the avatar is an uploaded photo; otherwise it is the generated initials (`/media/avatars/<id>`). */
export const isUploadedPortrait = (avatar: string) => avatar.startsWith(PORTRAIT_PREFIX);

export const portraitUrl = (avatar: string, width: PortraitWidth, format: PortraitFormat) =>
  `${avatar}-${width}.${format}`;

export const portraitSrcSet = (avatar: string, format: PortraitFormat) =>
  PORTRAIT_WIDTHS.map((width) => `${portraitUrl(avatar, width, format)} ${width}w`).join(', ');

/** The average client rating, computed from the published testimonials (null when there are none). */
export interface RatingSummary {
  /** Rounded to one decimal, so every page shows the same figure. */
  average: number | null;
  count: number;
}

/** '4.7/5', the way the site shows the average rating. */
export const ratingFigure = (average: number) => `${average.toFixed(1)}/5`;

/** The licence text as staff write it: paragraphs separated by a blank line. */
export const textParagraphs = (body: string): string[] =>
  body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
