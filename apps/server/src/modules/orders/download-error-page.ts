const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small standalone page for refused downloads; people open these links from email, not the app. */
export function downloadErrorPage(title: string, message: string): string {
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
<p>${escapeHtml(message)}</p>
<p>Your order page shows your current download links. If you need a new link, reply to your order email or <a href="/contact">contact us</a>.</p>
<p><a href="/">Back to Atelier Plans</a></p>
</main>
</body>
</html>`;
}
