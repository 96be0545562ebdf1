import { escapeHtml } from '../../escape-html.ts';

// Building mail bodies that carry text someone outside the studio typed (a buyer's name, a message).
// Mail clients turn whatever looks like an address into a link, so a name such as
// "https://evil.example/pay" would arrive as a link the studio seems to send. Every template passes
// such text through `defuseLinks`, and its HTML part links only the server's own URLs (`mailHtml`).

/** Dots that hosts are written with, the ideographic and full-width ones included (IDN). */
const DOTS = '.\u3002\uFF0E\uFF61';

/**
 * Invisible characters that could split a host so this file misses it, or reorder what is shown
 * (bidi overrides). Zero-width joiners stay: emoji and several scripts need them.
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** A scheme before `//` (or a backslash variant some clients accept): `https://` becomes `https[:]//`. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):(?=[/\\]{2})/gi;

/** A dotted IPv4 address, whose dots sit between digits and so escape HOST_DOT. */
const IPV4 = /(?<![\p{N}.])\d{1,3}(?:\.\d{1,3}){3}(?!\p{N})/gu;

/** A dot between two parts of a name (`evil.example`, `www.evil`), not a sentence's full stop. */
const HOST_DOT = new RegExp(
  `(?<=([\\p{L}\\p{N}\\p{M}_\\-\\u200C\\u200D]))[${DOTS}](?=[\\u200C\\u200D]*([\\p{L}\\p{N}]))`,
  'gu',
);

/**
 * Text a visitor typed, made safe to show in a mail: schemes and the dots of host names are broken
 * visibly (`https://evil.example` reads `https[:]//evil[.]example`), so no client makes a link of
 * it. Decimal numbers such as 3.5 stay as they are.
 */
export function defuseLinks(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(SCHEME, '$1[:]')
    .replace(IPV4, (address) => address.replaceAll('.', '[.]'))
    .replace(HOST_DOT, (dot, before: string, after: string) =>
      /\p{N}/u.test(before) && /\p{N}/u.test(after) ? dot : '[.]',
    );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The HTML part of a plain-text mail: one paragraph per line, all of it escaped, and only `ownLinks`
 * (URLs the server built: the order page, downloads) made links. Nothing else becomes an <a>, even if
 * a template forgot to defuse what a visitor typed.
 */
export function mailHtml(lines: readonly string[], ownLinks: readonly string[]): string {
  const links = [...new Set(ownLinks.map(escapeHtml))].filter(Boolean).sort((a, b) => b.length - a.length);
  const linkPattern = links.length > 0 ? new RegExp(links.map(escapeRegExp).join('|'), 'g') : null;
  return lines
    .map((line) => {
      if (!line) return '';
      const html = escapeHtml(line);
      return `<p>${linkPattern ? html.replace(linkPattern, (url) => `<a href="${url}">${url}</a>`) : html}</p>`;
    })
    .join('\n');
}
