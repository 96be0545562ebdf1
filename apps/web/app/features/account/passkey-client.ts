import type { PasskeyRequest } from '@atelier/domain/account-schemas';

// The browser's half of the passkey ceremonies: options from the server, the authenticator's answer
// back. @simplewebauthn/browser is loaded on the first press, so no page carries it until then.

type Answer<T> = { ok: true; body: T } | { ok: false; message: string };

async function postPasskey<T>(request: PasskeyRequest): Promise<Answer<T>> {
  const response = await fetch('/account/passkey', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(request),
  }).catch(() => null);
  if (!response) return { ok: false, message: 'We could not reach the server. Check your connection and try again.' };
  const body = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, message: body?.error?.message ?? 'Something went wrong. Please try again.' };
  return { ok: true, body: body as T };
}

/** Whether this browser can use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** The buyer dismissed the browser's dialog: nothing to report. */
const CANCELLED = 'NotAllowedError';

function ceremonyFailure(error: unknown): Answer<never> {
  if (error instanceof Error && error.name === CANCELLED) return { ok: false, message: '' };
  return { ok: false, message: 'That passkey could not be used. Try again, or sign in with an email link.' };
}

/** Signs in with a passkey; on success the session cookie is set. */
export async function signInWithPasskey(): Promise<Answer<unknown>> {
  const started = await postPasskey<{ handle: string; options: never }>({ intent: 'sign-in-options' });
  if (!started.ok) return started;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    const response = await startAuthentication({ optionsJSON: started.body.options });
    return await postPasskey({ intent: 'sign-in', handle: started.body.handle, response: response as never });
  } catch (error) {
    return ceremonyFailure(error);
  }
}

/** Adds a passkey to the signed-in account. */
export async function addPasskey(): Promise<Answer<unknown>> {
  const started = await postPasskey<{ handle: string; options: never }>({ intent: 'register-options' });
  if (!started.ok) return started;
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const response = await startRegistration({ optionsJSON: started.body.options });
    return await postPasskey({ intent: 'register', handle: started.body.handle, response: response as never });
  } catch (error) {
    return ceremonyFailure(error);
  }
}
