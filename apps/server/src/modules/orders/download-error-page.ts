import { standalonePage } from '../../plugins/standalone-page.ts';

/** The page for refused downloads; people open these links from email, not the app. */
export function downloadErrorPage(title: string, message: string): string {
  return standalonePage(
    title,
    [
      message,
      'Your order page shows your current download links. If you need a new link, reply to your order email or contact us.',
    ],
    [
      { href: '/contact', label: 'Contact us' },
      { href: '/', label: 'Back to Atelier Plans' },
    ],
  );
}
