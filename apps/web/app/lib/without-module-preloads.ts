import { Transform } from 'node:stream';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Passes the streamed document through without its `<link rel="modulepreload">` tags (decision 008).
 * React Router puts one in the head for every script hydration needs, and on a slow connection they
 * share the bandwidth with the stylesheet and the images first paint waits for. Without them the
 * page paints first; the scripts still load from the module script at the end of the body (its
 * imports, then theirs), so hydration follows a round trip later. Only the head holds them, so after
 * `</head>` the chunks go through untouched.
 */
export function withoutModulePreloads(): Transform {
  // Latin-1 maps each byte to one character and back, so a UTF-8 character cut across chunks is never
  // decoded on its own; the tags looked for are ASCII.
  let pending = '';
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inHead) return done(null, chunk);
      let text = pending + chunk.toString('latin1');
      pending = '';
      const headEnd = text.indexOf('</head>');
      if (headEnd >= 0) {
        inHead = false;
        return done(
          null,
          Buffer.from(text.slice(0, headEnd).replace(MODULE_PRELOAD, '') + text.slice(headEnd), 'latin1'),
        );
      }
      // A tag cut off at the end of this chunk waits for the rest of it.
      const lastOpen = text.lastIndexOf('<');
      if (lastOpen >= 0 && !text.includes('>', lastOpen)) {
        pending = text.slice(lastOpen);
        text = text.slice(0, lastOpen);
      }
      done(null, Buffer.from(text.replace(MODULE_PRELOAD, ''), 'latin1'));
    },
    flush(done) {
      done(null, Buffer.from(pending, 'latin1'));
    },
  });
}
