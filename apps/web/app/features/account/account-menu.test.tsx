// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, press, unmount, until } from '../../test/dom';
import { AccountMenu } from './account-menu';

const inRouter = () => {
  const router = createMemoryRouter([{ path: '/', element: <AccountMenu />, action: () => null }]);
  return <RouterProvider router={router} />;
};
const setHint = (value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the browser's cookie is what is read
  document.cookie = `signed_in=${value}; path=/${value ? '' : '; max-age=0'}`;
};

describe("the header's account link and menu", () => {
  afterEach(() => {
    unmount();
    setHint('');
  });

  it('is drawn by the server as a "Sign in" link, whoever asks (pages are shared by the page cache)', () => {
    setHint('1');
    const html = renderToString(inRouter());
    expect(html).toMatch(
      /<a[^>]*aria-label="Sign in"[^>]*href="\/account\/sign-in"|<a[^>]*href="\/account\/sign-in"[^>]*aria-label="Sign in"/,
    );
    expect(html).not.toContain('Your account');
  });

  it('stays a "Sign in" link in the browser without the signed-in hint', async () => {
    const page = await mount(inRouter());
    expect(page.querySelector('a[aria-label="Sign in"]')?.getAttribute('href')).toBe('/account/sign-in');
    expect(page.querySelector('button')).toBeNull();
  });

  it('becomes a named menu button with the hint, offering the account page and signing out', async () => {
    setHint('1');
    const page = await mount(inRouter());
    const trigger = await until(() => page.querySelector<HTMLButtonElement>('button[aria-label="Account"]'));
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(page.querySelector('a[aria-label="Sign in"]')).toBeNull();
    // Keyboard: Enter opens it.
    await press(() => {
      trigger.focus();
      trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    const items = await until(() => {
      const found = [...document.querySelectorAll('[role="menuitem"]')];
      return found.length > 0 ? found : null;
    });
    expect(items.map((item) => item.textContent)).toEqual(['Your account', 'Sign out']);
    expect(items[0]?.getAttribute('href')).toBe('/account');
  });
});
