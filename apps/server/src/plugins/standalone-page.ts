import { escapeHtml } from '../escape-html.ts';

/**
 * A small page outside the storefront app, for answers the app never renders: refused downloads
 * (opened from e-mail) and requests refused at the edge.
 */
export function standalonePage(title: string, paragraphs: string[], links: { href: string; label: string }[] = []) {
  const body = [
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    ...links.map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`),
  ].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | Atelier Plans</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1f29; background: #fafaf9; }
  @media (prefers-color-scheme: dark) { body { color: #f4f4f5; background: #0c0f14; } a { color: #93c5fd; } }
  main { max-width: 36rem; margin: 15vh auto; padding: 0 1.5rem; }
  h1 { font-size: 1.75rem; }
  a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}
