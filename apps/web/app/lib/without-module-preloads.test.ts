import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { withoutModulePreloads } from './without-module-preloads';

/** Streams `chunks` through the transform and collects the document. */
async function streamed(chunks: (string | Buffer)[]): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(withoutModulePreloads())) {
    parts.push(Buffer.from(part));
  }
  return Buffer.concat(parts).toString('utf8');
}

const head =
  '<html><head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/framework.js" nonce="n"/><title>Café</title></head>';
const body = '<body><p>Plans · Café</p><script type="module">import "/assets/entry.js";</script></body></html>';

describe('withoutModulePreloads', () => {
  it('drops the module preloads of the head and keeps everything else', async () => {
    expect(await streamed([head + body])).toBe(
      `<html><head><link rel="stylesheet" href="/a.css"/><title>Café</title></head>${body}`,
    );
  });

  it('drops a preload cut across chunks, and a character cut across them survives', async () => {
    const document = head + body;
    const whole = await streamed([document]);
    const bytes = Buffer.from(document);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await streamed([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it('leaves the body alone, even text that looks like a preload', async () => {
    const text =
      '<body><code>&lt;link rel="modulepreload"&gt;</code><link rel="modulepreload" href="/late.js"/></body>';
    expect(await streamed(['<head></head>', text])).toBe(`<head></head>${text}`);
  });
});
