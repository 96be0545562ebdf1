import type { AccountPasskey } from '@atelier/domain/account';
import { formatLongDate } from '@atelier/domain/number-format';
import { Form } from 'react-router';
import { buttonClass } from './account-styles';
import { AddPasskey } from './passkey-buttons';

/** The account's passkeys, each removable (a plain form), and the button that adds one (scripts needed). */
export function Passkeys({ passkeys }: { passkeys: readonly AccountPasskey[] }) {
  return (
    <section aria-labelledby="passkeys-heading" className="mt-12 border-t border-border pt-8">
      <h2 id="passkeys-heading" className="text-lg font-semibold">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        Sign in with your fingerprint, face or device PIN instead of an email link. The passkey stays on your device; we
        keep only its public key.
      </p>
      {passkeys.length > 0 && (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-medium">{passkey.name}</p>
                <p className="text-sm text-muted-fg">
                  Added {formatLongDate(passkey.createdAt)}
                  {passkey.lastUsedAt ? `, last used ${formatLongDate(passkey.lastUsedAt)}` : ', not used yet'}
                </p>
              </div>
              <Form method="post">
                <input type="hidden" name="passkey" value={passkey.id} />
                <button type="submit" name="intent" value="remove-passkey" className={buttonClass}>
                  Remove
                  <span className="sr-only">{` the passkey ${passkey.name}, added ${formatLongDate(passkey.createdAt)}`}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AddPasskey />
      </div>
    </section>
  );
}
