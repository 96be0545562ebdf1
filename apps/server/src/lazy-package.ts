import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use rather than when the server starts (decision 034): PDF
 * generation, image encoding, password strength, QR codes, Stripe and SMTP are each needed by a few
 * requests, and together held about 60 MB of an idle server's memory. Node caches the module, so
 * every later call is a map lookup.
 */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}

export const loadPdfLib = lazyPackage<typeof import('pdf-lib')>('pdf-lib');
// sharp and stripe export their function itself (`module.exports =`), typed as the module's default.
export const loadSharp = lazyPackage<typeof import('sharp').default>('sharp');
export const loadNodemailer = lazyPackage<typeof import('nodemailer')>('nodemailer');
export const loadStripe = lazyPackage<typeof import('stripe').default>('stripe');
export const loadQrCode = lazyPackage<typeof import('qrcode')>('qrcode');
export const loadZxcvbn = lazyPackage<typeof import('@zxcvbn-ts/core')>('@zxcvbn-ts/core');
export const loadZxcvbnCommon = lazyPackage<typeof import('@zxcvbn-ts/language-common')>('@zxcvbn-ts/language-common');
export const loadWebAuthn = lazyPackage<typeof import('@simplewebauthn/server')>('@simplewebauthn/server');
