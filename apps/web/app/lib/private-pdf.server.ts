/**
 * A buyer's private PDF (an invoice, a licence certificate) as the answer to a download: never cached,
 * never indexed, no referrer. Without a file (unknown, or not the visitor's to see), a plain 404 that
 * says nothing about which.
 */
export function privatePdfResponse(file: { bytes: Uint8Array; filename: string } | null): Response {
  if (!file) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  // A copy on its own ArrayBuffer, which is what a Response body takes.
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  });
}
