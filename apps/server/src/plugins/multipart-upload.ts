import path from 'node:path';
import { DomainError, isDomainError } from '@atelier/domain/domain-error';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAcceptableText } from './input-guard.ts';
import type { StaffAccess } from './staff-auth.ts';

const MB = 1024 * 1024;
/** One file, and a few short text fields sent before it (a note of 500 characters, whatever their bytes). */
const PART_LIMITS = { files: 1, fields: 4, fieldSize: 2048 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart upload (readUpload); app.routes lists it, and tests send it broken bodies. */
    upload?: true;
  }
}

/** The options of a route that reads an upload: its access, and the mark readUpload insists on. */
export const uploadRoute = ({ config }: { config: { access: StaffAccess } }) => ({
  config: { ...config, upload: true as const },
});

/**
 * Makes an encapsulated scope take streamed multipart uploads of one file of at most `maxFileBytes`:
 * the storefront's raw multipart parser (for React Router actions) gives way to @fastify/multipart there.
 */
export async function acceptUploads(scope: FastifyInstance, maxFileBytes: number) {
  scope.removeContentTypeParser('multipart/form-data');
  await scope.register(multipart, {
    limits: { fileSize: maxFileBytes, ...PART_LIMITS, parts: PART_LIMITS.files + PART_LIMITS.fields + 1 },
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
 * What went wrong reading an upload, for the client: the body is all that is read here, so a parser error
 * (no boundary, a truncated or malformed body) is the client's, never a 500.
 */
function uploadError(request: FastifyRequest, error: unknown, maxBytes: number): DomainError {
  const errors = request.server.multipartErrors;
  if (isDomainError(error)) return error;
  if (error instanceof errors.RequestFileTooLargeError)
    return new DomainError('too_large', 'file_too_large', `The file must be at most ${maxBytes / MB} MB.`);
  if (
    error instanceof errors.FilesLimitError ||
    error instanceof errors.FieldsLimitError ||
    error instanceof errors.PartsLimitError
  )
    return new DomainError(
      'too_large',
      'too_many_parts',
      `Send one file and at most ${PART_LIMITS.fields} short fields.`,
    );
  return new DomainError(
    'invalid',
    'invalid_multipart',
    'The upload could not be read: send it as complete multipart/form-data with a boundary.',
  );
}

async function readFilePart(request: FastifyRequest, maxBytes: number) {
  const part = await request.file({ limits: { fileSize: maxBytes, ...PART_LIMITS } });
  if (!part) throw new DomainError('invalid', 'file_missing', 'Choose a file to upload.');
  return { part, bytes: await part.toBuffer() };
}

/**
 * Reads the one file of a multipart upload (and the text fields sent before it), holding at most
 * `maxBytes`: a bigger file is refused with 413 as soon as the limit is passed, without reading the rest.
 * Only a route declared with uploadRoute() may call it.
 */
export async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (request.routeOptions.config.upload !== true)
    throw new Error(`${request.routeOptions.url} reads an upload: declare it with uploadRoute().`);
  if (!request.isMultipart())
    throw new DomainError('unsupported_type', 'unsupported_media_type', 'Send the file as multipart/form-data.');
  const { part, bytes } = await readFilePart(request, maxBytes).catch((error: unknown) => {
    throw uploadError(request, error, maxBytes);
  });
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (field && !Array.isArray(field) && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  return { bytes, filename: cleanFilename(part.filename), fields };
}
