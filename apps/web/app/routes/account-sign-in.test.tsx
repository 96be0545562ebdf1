// @vitest-environment jsdom
import { SIGN_IN_ANSWER } from '@atelier/domain/account';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buttonNamed, mount, unmount, until } from '../test/dom';
import SignIn from './account-sign-in';

/** The page after the buyer asked for a sign-in e-mail: the same answer whatever the address. */
function codeStep() {
  const props = {
    loaderData: { deleted: false, forAlerts: false },
    actionData: { step: 'code', values: { email: 'ada@example.com' }, fields: {}, formError: null },
  } as unknown as Parameters<typeof SignIn>[0];
  const router = createMemoryRouter([{ path: '/account/sign-in', element: <SignIn {...props} /> }], {
    initialEntries: ['/account/sign-in'],
  });
  return <RouterProvider router={router} />;
}

describe('the sign-in page after asking for an e-mail', () => {
  beforeEach(() => {
    // A browser that has passkeys.
    Object.assign(window, { PublicKeyCredential: class {} });
  });
  afterEach(() => {
    unmount();
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });

  it('says the e-mails an hour are limited, and offers the code and a passkey', async () => {
    const page = await mount(codeStep());
    const status = page.querySelector('[role="status"]')?.textContent;
    expect(status).toContain(SIGN_IN_ANSWER);
    expect(status).toContain(
      'If you asked several times, wait a few minutes: we send at most 3 sign-in e-mails an hour.',
    );
    const codeForm = page.querySelector('form[aria-label="Sign in with a code"]');
    expect(codeForm?.querySelector('label')?.textContent).toBe('Code sent to ada@example.com');
    expect(codeForm?.querySelector('input[name="code"][autocomplete="one-time-code"]')).not.toBeNull();
    expect(await until(() => buttonNamed('Sign in with a passkey'))).toBeDefined();
  });
});
