import { passkeyRequestSchema } from '@atelier/domain/account-schemas';
import { isDomainError } from '@atelier/domain/domain-error';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { data } from 'react-router';
import {
  buyerSession,
  PRIVATE_PAGE_HEADERS,
  signedInHeaders,
  signingInDevice,
} from '../features/account/account-session.server';
import type { Route } from './+types/account-passkey';

// The passkey ceremonies' JSON endpoint (decision 044): the browser's script asks for options, hands
// them to the authenticator, and posts its answer back. Passkeys need scripts; everything else of the
// account works without them.

const answer = (body: unknown, status = 200) => data(body, { status, headers: PRIVATE_PAGE_HEADERS });

const failure = (status: number, message: string) => answer({ error: { message } }, status);

export async function action({ request, context }: Route.ActionArgs) {
  // A script of this site only: another origin's page gets nothing, not even options.
  if (request.headers.get('origin') !== context.requestContext.publicOrigin) {
    return failure(403, 'This request must come from this site.');
  }
  const parsed = passkeyRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return failure(400, 'The request could not be read.');
  const body = parsed.data;
  const { accounts } = context.services;
  const caller = { ...context.requestContext, userAgent: request.headers.get('user-agent') ?? undefined };
  try {
    if (body.intent === 'sign-in-options') return answer(await accounts.passkeySignInOptions());
    if (body.intent === 'sign-in') {
      const response = body.response as unknown as AuthenticationResponseJSON;
      const signedIn = await accounts.signInWithPasskey(
        body.handle,
        response,
        caller,
        signingInDevice(request, context),
      );
      return data({ signedIn: true }, { headers: signedInHeaders(request, context, signedIn) });
    }
    const session = await buyerSession(request, context);
    if (!session) return failure(401, 'Please sign in first.');
    if (body.intent === 'register-options') return answer(await accounts.passkeys.registrationOptions(session));
    const response = body.response as unknown as RegistrationResponseJSON;
    return answer({ passkey: await accounts.passkeys.register(session, body.handle, response, caller) });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return failure(error.status, error.message);
  }
}
