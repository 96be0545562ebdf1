import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';
import { areaOfPath } from './request-context.ts';
import { standalonePage } from './standalone-page.ts';

export const INVALID_CHARACTERS_MESSAGE =
  'The request contains characters that are not allowed (such as a NUL character or a broken Unicode character).';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** NUL, which PostgreSQL text cannot hold, and a UTF-16 surrogate without its pair, which is no character. */
export function isAcceptableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** Every string (and key) in a parsed JSON body, a raw form body or a URL passes isAcceptableText. */
export function hasOnlyAcceptableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isAcceptableText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return true;
  if (Buffer.isBuffer(value)) return true;
  if (Array.isArray(value)) return value.every((item) => hasOnlyAcceptableText(item, depth + 1));
  return Object.entries(value).every(([key, item]) => isAcceptableText(key) && hasOnlyAcceptableText(item, depth + 1));
}

function urlIsAcceptable(url: string): boolean {
  for (const part of url.split(/[/?&=]/)) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replaceAll('+', ' '));
    } catch {
      return false;
    }
    if (!isAcceptableText(decoded)) return false;
  }
  return true;
}

/** Storefront forms arrive as raw urlencoded bytes (React Router parses them): check their fields. */
function formIsAcceptable(body: Buffer): boolean {
  return urlIsAcceptable(body.toString('utf8'));
}

function refuse(request: FastifyRequest, reply: FastifyReply) {
  if (areaOfPath(request.url) !== 'page')
    return sendError(reply, 400, 'invalid_characters', INVALID_CHARACTERS_MESSAGE);
  return reply
    .status(400)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(standalonePage('Bad request', [INVALID_CHARACTERS_MESSAGE], [{ href: '/', label: 'Back to Atelier Plans' }]));
}

/**
 * Text PostgreSQL cannot store is refused at the edge with a 400, before any handler, limiter or
 * database sees it: nothing is stored, nothing counts against the sender's limits, and no query
 * fails with a 500 halfway through.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!urlIsAcceptable(request.url)) return refuse(request, reply);
  });
  app.addHook('preValidation', async (request, reply) => {
    const body = request.body;
    const contentType = String(request.headers['content-type'] ?? '');
    const acceptable = Buffer.isBuffer(body)
      ? !contentType.startsWith('application/x-www-form-urlencoded') || formIsAcceptable(body)
      : hasOnlyAcceptableText(body);
    if (!acceptable) return refuse(request, reply);
  });
}
