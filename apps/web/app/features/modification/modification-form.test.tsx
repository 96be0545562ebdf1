// @vitest-environment jsdom
import { createMemoryRouter, Form, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, unmount, until } from '../../test/dom';
import { ModificationForm } from './modification-form';

/** The form on a shared page, beside a stand-in of the contact route (counting its calls). */
function page() {
  const calls: string[] = [];
  const router = createMemoryRouter([
    {
      path: '/',
      element: <ModificationForm designId="design-001" FormComponent={Form} submitting={false} />,
    },
    {
      path: '/account/contact',
      loader: () => {
        calls.push('contact');
        return { contact: { name: 'Grace Hopper', email: 'grace@example.com' } };
      },
    },
  ]);
  return { element: <RouterProvider router={router} />, calls };
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

describe('the modification request form', () => {
  afterEach(() => {
    unmount();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the browser's cookie is what is read
    document.cookie = 'signed_in=; path=/; max-age=0';
  });

  it("fills in a signed-in buyer's name and e-mail address from their account, as the checkout does", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store; the browser's cookie is what is read
    document.cookie = 'signed_in=1; path=/';
    const { element } = page();
    await mount(element);
    expect(await until(() => input('name')?.value)).toBe('Grace Hopper');
    expect(input('email')?.value).toBe('grace@example.com');
  });

  it('asks nothing of the account without the signed-in hint', async () => {
    const { element, calls } = page();
    await mount(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(input('name')?.value).toBe('');
  });
});
