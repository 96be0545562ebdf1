/** A buyer's private file: its name, its type and its bytes. */
export interface PrivateFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The types a browser may show in place; anything else (which could run as a page of ours) is downloaded. */
const SHOWN_IN_PLACE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']);

/**
 * The `filename` of a Content-Disposition header: an ASCII stand-in (a header holds no other characters,
 * and a quote or line break would end it), with the real name in `filename*` when they differ.
 */
function dispositionFilename(filename: string): string {
  const ascii = filename.replace(/[^\w .()-]/g, '_');
  if (ascii === filename) return `filename="${filename}"`;
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A buyer's private file as the answer to its link: never cached, never indexed, no referrer; shown in
 * place (`inline`) when its type allows, else downloaded. Without a file (unknown, or not the visitor's
 * to see), a plain 404 that says nothing about which.
 */
export function privateFileResponse(file: PrivateFile | null, disposition: 'inline' | 'attachment'): Response {
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const shown = disposition === 'inline' && SHOWN_IN_PLACE.has(file.contentType);
  // A copy on its own ArrayBuffer, which is what a Response body takes.
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': shown || disposition === 'attachment' ? file.contentType : 'application/octet-stream',
      'Content-Disposition': `${shown ? 'inline' : 'attachment'}; ${dispositionFilename(file.filename)}`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  });
}
