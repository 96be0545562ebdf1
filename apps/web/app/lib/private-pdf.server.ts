import { privateFileResponse } from './private-file.server';

/**
 * A buyer's private PDF (an invoice, a licence certificate) as the answer to a download: never cached,
 * never indexed, no referrer. Without a file (unknown, or not the visitor's to see), a plain 404 that
 * says nothing about which.
 */
export function privatePdfResponse(file: { bytes: Uint8Array; filename: string } | null): Response {
  return privateFileResponse(file && { ...file, contentType: 'application/pdf' }, 'attachment');
}
