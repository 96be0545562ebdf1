import { randomFrom } from './palette.ts';

const BACKGROUNDS = ['#2a7ea3', '#8d4b37', '#3f6b45', '#6b4f3f', '#5b4b8a', '#9c3b2e', '#35586b', '#7a5c1e'];

export function initialsOf(name: string): string {
  const words = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A round initials avatar; colour and backdrop shapes follow the person's id. */
export function avatarSvg(id: string, name: string): string {
  const random = randomFrom(id);
  const background = BACKGROUNDS[Math.floor(random() * BACKGROUNDS.length)] ?? '#35586b';
  const circleX = (20 + random() * 60).toFixed(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 100 100"><clipPath id="c"><circle cx="50" cy="50" r="50"/></clipPath><g clip-path="url(#c)"><rect width="100" height="100" fill="${background}"/><circle cx="${circleX}" cy="92" r="40" fill="#ffffff" opacity="0.12"/></g><text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="38" font-weight="600" fill="#ffffff">${escapeXml(initialsOf(name))}</text></svg>`;
}
