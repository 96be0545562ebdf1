import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DesignImageFormat } from '@atelier/domain';
import type { Sharp } from 'sharp';
import { loadSharp } from '../../lazy-package.ts';

export type OutputFormat = DesignImageFormat | 'svg';

export interface RenderedImage {
  body: Buffer;
  contentType: string;
  etag: string;
}

const CONTENT_TYPES: Record<OutputFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};
const MEMORY_LIMIT = 400;

/**
 * Encodes each picture once per (picture, width, format): kept in memory (least recently used first out)
 * and on disk, so a restart does not encode again. Only a cache: every picture can be made again from
 * the database (the SVG artwork from the design, an uploaded picture from its stored file).
 */
export function createImageCache(directory: string) {
  const memory = new Map<string, RenderedImage>();
  const pending = new Map<string, Promise<RenderedImage>>();

  const remember = (key: string, image: RenderedImage) => {
    memory.delete(key);
    memory.set(key, image);
    if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value as string);
    return image;
  };

  async function produce(key: string, format: OutputFormat, render: () => Promise<Buffer>): Promise<RenderedImage> {
    const etag = `"${key.slice(0, 24)}"`;
    const contentType = CONTENT_TYPES[format];
    const file = path.join(directory, `${key}.${format}`);
    const stored = await readFile(file).catch(() => null);
    if (stored) return { body: stored, contentType, etag };
    const body = await render();
    await mkdir(directory, { recursive: true })
      .then(() => writeFile(file, body))
      .catch(() => {
        // The disk copy is only a warm start; serving goes on without it.
      });
    return { body, contentType, etag };
  }

  /** One picture under a stable key; `render` runs only when neither memory nor disk holds it. */
  async function rendered(key: string, format: OutputFormat, render: () => Promise<Buffer>): Promise<RenderedImage> {
    const cached = memory.get(key);
    if (cached) return remember(key, cached);
    let job = pending.get(key);
    if (!job) {
      job = produce(key, format, render).finally(() => pending.delete(key));
      pending.set(key, job);
    }
    return remember(key, await job);
  }

  return {
    /** Generated artwork, keyed by a hash of the SVG itself: an edited design gets a new picture. */
    async get(svg: string, format: OutputFormat): Promise<RenderedImage> {
      const key = createHash('sha256').update(format).update('\0').update(svg).digest('hex');
      if (format === 'svg')
        return { body: Buffer.from(svg), contentType: CONTENT_TYPES.svg, etag: `"${key.slice(0, 24)}"` };
      return rendered(key, format, () => encode(loadSharp()(Buffer.from(svg)), format));
    },
    /** An uploaded picture at one width, keyed by its stored file (which never changes once written). */
    async resized(fileId: string, width: number, format: DesignImageFormat, load: () => Promise<Uint8Array | null>) {
      const key = createHash('sha256').update(`upload:${fileId}:${width}:${format}`).digest('hex');
      return rendered(key, format, async () => {
        const master = await load();
        if (!master) throw new Error(`Stored file ${fileId} is missing`);
        return encode(loadSharp()(master).resize({ width, withoutEnlargement: true }), format);
      });
    },
  };
}

function encode(image: Sharp, format: DesignImageFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80, effort: 4 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** The best format the client accepts, from its Accept header; `fallback` for the rest. */
export function negotiateFormat(accept: string | undefined, fallback: DesignImageFormat = 'png'): DesignImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return fallback;
}
