import { BUYER_SESSION_COOKIE, BUYER_SESSION_COOKIE_PLAIN, BUYER_SIGNED_IN_HINT_COOKIE } from '@atelier/domain/account';
import { cookieValue } from '@atelier/domain/cookie-list';
import { type AppLoadContext, redirect } from 'react-router';
import { favouritesCookieHeader, readFavouritesCookie } from '../../lib/favourites-cookie.server';

// The buyer's session cookie (decision 044): HttpOnly, SameSite=Lax, and `__Host-` (Secure, host-only,
// Path=/) everywhere but plain-http development. The session itself lives in the database.

type Context = Pick<AppLoadContext, 'services'>;
type Accounts = AppLoadContext['services']['accounts'];
export type BuyerSession = NonNullable<Awaited<ReturnType<Accounts['session']>>>;
type SignedIn = Awaited<ReturnType<Accounts['signInWithCode']>>;

const isSecure = (request: Request, context: Context) =>
  context.services.env.NODE_ENV === 'production' || new URL(request.url).protocol === 'https:';

/** The session token the browser sent, if any. */
export function buyerToken(request: Request, context: Context): string | null {
  const header = request.headers.get('cookie');
  const secure = cookieValue(header, BUYER_SESSION_COOKIE);
  if (secure) return secure;
  return context.services.env.NODE_ENV === 'production' ? null : cookieValue(header, BUYER_SESSION_COOKIE_PLAIN);
}

/** The signed-in buyer, or null. */
export async function buyerSession(request: Request, context: Context): Promise<BuyerSession | null> {
  const token = buyerToken(request, context);
  return token ? context.services.accounts.session(token) : null;
}

function cookie(request: Request, context: Context, value: string, maxAgeSeconds: number): string {
  const secure = isSecure(request, context);
  return [
    `${secure ? BUYER_SESSION_COOKIE : BUYER_SESSION_COOKIE_PLAIN}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The signed-in hint for the header (not HttpOnly, no secret), living as long as the session's cookie. */
function hintCookie(request: Request, context: Context, maxAgeSeconds: number): string {
  return [
    `${BUYER_SIGNED_IN_HINT_COOKIE}=${maxAgeSeconds > 0 ? '1' : ''}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'SameSite=Lax',
    ...(isSecure(request, context) ? ['Secure'] : []),
  ].join('; ');
}

/** What a sign-in needs of the browser: its old session token (ended) and its favourites (merged). */
export function signingInDevice(request: Request, context: Context) {
  return { replacing: buyerToken(request, context) ?? undefined, favourites: readFavouritesCookie(request).ids };
}

/**
 * The headers of a sign-in's answer: the new session's cookie, and the favourites cookie with the
 * account's list merged in, which the device keeps from now on.
 */
export function signedInHeaders(request: Request, context: Context, signedIn: SignedIn): Headers {
  const headers = new Headers(PRIVATE_PAGE_HEADERS);
  headers.append('Set-Cookie', cookie(request, context, signedIn.token, signedIn.maxAgeSeconds));
  headers.append('Set-Cookie', hintCookie(request, context, signedIn.maxAgeSeconds));
  headers.append('Set-Cookie', favouritesCookieHeader(signedIn.favourites, request));
  return headers;
}

/** The headers of a sign-out's answer: private, forgetting the session's cookie and the header's hint. */
export function signedOutHeaders(request: Request, context: Context): Headers {
  const headers = new Headers(PRIVATE_PAGE_HEADERS);
  headers.append('Set-Cookie', cookie(request, context, '', 0));
  headers.append('Set-Cookie', hintCookie(request, context, 0));
  return headers;
}

/**
 * The page a signed-out visitor of an account page is sent to; a signed-in hint left from an ended session
 * is forgotten, so the header says "Sign in" again.
 */
export const toSignIn = () =>
  redirect('/account/sign-in', {
    headers: { 'Cache-Control': 'no-store', 'Set-Cookie': `${BUYER_SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0` },
  });

/**
 * Headers of every account, order and quote page: for this buyer only, never stored anywhere, and no
 * other site told their address (a link's token). `same-origin`, not `no-referrer`: under `no-referrer`
 * a browser posts the page's plain forms with `Origin: null`, which React Router refuses as cross-site
 * (decision 068).
 */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'same-origin' };

/** The buyer acting on their own account, as the privacy records name them. */
export const buyerActor = (context: Pick<AppLoadContext, 'requestContext'>) => ({
  staffUserId: null,
  ip: context.requestContext.clientIp,
});

/**
 * Who may see an order's pages and files: the order link's `token`, or else the signed-in buyer, whose
 * account sees the orders of its address. Null for anyone else.
 */
export async function orderAccess(
  request: Request,
  context: Context,
): Promise<{ token: string } | { accountEmail: string } | null> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token) return { token };
  const session = await buyerSession(request, context);
  return session ? { accountEmail: session.email } : null;
}
