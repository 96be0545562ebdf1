// @vitest-environment jsdom
import { SIGN_IN_ANSWER } from '@atelier/domain/account';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SignIn from './account-sign-in';

/** The page after the buyer asked for a sign-in e-mail: the same answer whatever the address. */
function renderCodeStep() {
  const props = {
    loaderData: { deleted: false, forAlerts: false },
    actionData: { step: 'code', values: { email: 'ada@example.com' }, fields: {}, formError: null },
  } as unknown as Parameters<typeof SignIn>[0];
  const router = createMemoryRouter([{ path: '/account/sign-in', element: <SignIn {...props} /> }], {
    initialEntries: ['/account/sign-in'],
  });
  return render(<RouterProvider router={router} />);
}

describe('the sign-in page after asking for an e-mail', () => {
  beforeEach(() => {
    // A browser that has passkeys.
    Object.assign(window, { PublicKeyCredential: class {} });
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(window, 'PublicKeyCredential');
  });

  it('says the e-mails an hour are limited, and offers the code and a passkey', async () => {
    renderCodeStep();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(SIGN_IN_ANSWER);
    expect(status.textContent).toContain(
      'If you asked several times, wait a few minutes: we send at most 3 sign-in e-mails an hour.',
    );
    expect(screen.getByRole('form', { name: 'Sign in with a code' })).toBeTruthy();
    expect(screen.getByLabelText('Code sent to ada@example.com')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });
});
