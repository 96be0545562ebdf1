import { DESIGN_IMAGE_MAX_BYTES, designImageAltSchema } from '@atelier/domain/design-admin';
import { DomainError } from '@atelier/domain/domain-error';
import type { FastifyRequest } from 'fastify';
import { isAcceptableText } from '../../plugins/input-guard.ts';
import { readUpload } from '../../plugins/multipart-upload.ts';

/** A picture upload with its description (`alt`), as the design's pictures and floor drawings take them. */
export async function readDescribedPicture(request: FastifyRequest): Promise<{ bytes: Buffer; alt: string }> {
  const upload = await readUpload(request, DESIGN_IMAGE_MAX_BYTES);
  const alt = designImageAltSchema.safeParse({ alt: upload.fields.alt ?? '' });
  if (!alt.success || !isAcceptableText(alt.data.alt)) {
    const message = alt.error?.issues[0]?.message ?? 'Describe the picture.';
    throw new DomainError('invalid', 'validation_failed', message, { fields: { alt: message } });
  }
  return { bytes: upload.bytes, alt: alt.data.alt };
}
