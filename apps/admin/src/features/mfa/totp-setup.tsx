import type { TotpEnrolment } from '@atelier/domain/mfa';

/** The QR code to scan, with the key as text for those who cannot scan it (its text alternative). */
export function TotpSetup({ enrolment }: { enrolment: TotpEnrolment }) {
  return (
    <div className="space-y-3">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Open an authenticator app (such as 1Password, Google Authenticator or Authy).</li>
        <li>Scan the QR code, or type in the setup key.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={enrolment.qrDataUrl}
        alt="QR code for your authenticator app; the same setup key is written below."
        width={176}
        height={176}
        className="mx-auto rounded-md bg-white p-2"
      />
      <p className="text-sm">
        Setup key:{' '}
        <code data-testid="totp-secret" className="rounded bg-muted px-2 py-1 font-mono text-sm break-all">
          {enrolment.secret}
        </code>
      </p>
    </div>
  );
}
