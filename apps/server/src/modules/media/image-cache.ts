import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DesignImageFormat } from '@atelier/domain';
import sharp from 'sharp';

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
  svg: 'image/svg+xml',
};
const MEMORY_LIMIT = 400;

/**
 * Rasterises SVG artwork once per (picture, format): kept in memory (least recently used first out)
 * and on disk, so a restart does not encode again. The key is a hash of the SVG itself, so a design
 * edited by staff gets a new picture on its next request.
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

  async function produce(key: string, svg: string, format: OutputFormat): Promise<RenderedImage> {
    const etag = `"${key.slice(0, 24)}"`;
    const contentType = CONTENT_TYPES[format];
    if (format === 'svg') return { body: Buffer.from(svg), contentType, etag };
    const file = path.join(directory, `${key}.${format}`);
    const stored = await readFile(file).catch(() => null);
    if (stored) return { body: stored, contentType, etag };
    const body = await encode(svg, format);
    await mkdir(directory, { recursive: true })
      .then(() => writeFile(file, body))
      .catch(() => {
        // The disk copy is only a warm start; serving goes on without it.
      });
    return { body, contentType, etag };
  }

  return {
    async get(svg: string, format: OutputFormat): Promise<RenderedImage> {
      const key = createHash('sha256').update(format).update('\0').update(svg).digest('hex');
      const cached = memory.get(key);
      if (cached) return remember(key, cached);
      let job = pending.get(key);
      if (!job) {
        job = produce(key, svg, format).finally(() => pending.delete(key));
        pending.set(key, job);
      }
      return remember(key, await job);
    },
  };
}

function encode(svg: string, format: DesignImageFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 80, effort: 4 }).toBuffer();
  return image.png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** The best format the client accepts, from its Accept header. */
export function negotiateFormat(accept: string | undefined): DesignImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'png';
}
