import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { isAcceptableText } from './input-guard.ts';

const MB = 1024 * 1024;

/**
 * Makes an encapsulated scope take streamed multipart uploads of one file of at most `maxFileBytes`:
 * the storefront's raw multipart parser (for React Router actions) gives way to @fastify/multipart there.
 */
export async function acceptUploads(scope: FastifyInstance, maxFileBytes: number) {
  scope.removeContentTypeParser('multipart/form-data');
  await scope.register(multipart, {
    limits: { fileSize: maxFileBytes, files: 1, fields: 4, fieldSize: 1000, parts: 6 },
  });
}

/** 'C:\\plans\\Villa A.pdf' → 'Villa A.pdf': the base name, printable, at most 200 characters. */
export function cleanFilename(name: string): string {
  const base = path.win32
    .basename(path.posix.basename(name))
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return isAcceptableText(base) && base.length > 0 ? base.slice(-200) : 'upload';
}

/**
 * Reads the one file of a multipart upload (and the text fields sent before it), holding at most
 * `maxBytes`: a bigger file is refused with 413 as soon as the limit is passed, without reading the rest.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the file as multipart/form-data.');
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 1000 } });
  if (!part) throw new HttpError(400, 'file_missing', 'Choose a file to upload.');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(413, 'file_too_large', `The file must be at most ${maxBytes / MB} MB.`);
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  return { bytes, filename: cleanFilename(part.filename), fields };
}
