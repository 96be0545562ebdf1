import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { FormAlert } from '../../components/form-field';
import { addPasskey, passkeysSupported, signInWithPasskey } from './passkey-client';

const buttonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-md border border-border px-5 font-medium hover:border-primary disabled:opacity-60';

/** Shown only once scripts run in a browser that has passkeys: without either, it could not work. */
function usePasskeysAvailable(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => setAvailable(passkeysSupported()), []);
  return available;
}

/** A press, its busy state, and what went wrong. */
function useCeremony(run: () => Promise<{ ok: boolean; message?: string }>, onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function press() {
    setBusy(true);
    setError(null);
    const result = await run();
    setBusy(false);
    if (result.ok) onDone();
    else if (result.message) setError(result.message);
  }
  return { busy, error, press };
}

/** "Sign in with a passkey" on the sign-in page. */
export function PasskeySignIn() {
  const available = usePasskeysAvailable();
  const navigate = useNavigate();
  const ceremony = useCeremony(signInWithPasskey, () => navigate('/account', { replace: true }));
  if (!available) return null;
  return (
    <div className="mt-8 border-t border-border pt-8">
      <FormAlert message={ceremony.error} className="mb-4" />
      <button type="button" className={buttonClass} disabled={ceremony.busy} onClick={ceremony.press}>
        <KeyRound aria-hidden className="size-4" />
        {ceremony.busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </button>
    </div>
  );
}

/** "Add a passkey" on the account page; the list below it is read again once one is added. */
export function AddPasskey() {
  const available = usePasskeysAvailable();
  const revalidator = useRevalidator();
  const [added, setAdded] = useState(false);
  const ceremony = useCeremony(addPasskey, () => {
    setAdded(true);
    void revalidator.revalidate();
  });
  if (!available) {
    return <p className="text-sm text-muted-fg">Passkeys need a browser with JavaScript that supports them.</p>;
  }
  return (
    <div>
      <FormAlert message={ceremony.error} className="mb-4" />
      {added && (
        <p role="status" className="mb-4 rounded-md border border-success/40 bg-success/10 px-4 py-3 text-sm">
          Passkey added. Next time, sign in with it in one step.
        </p>
      )}
      <button type="button" className={buttonClass} disabled={ceremony.busy} onClick={ceremony.press}>
        <KeyRound aria-hidden className="size-4" />
        {ceremony.busy ? 'Waiting for your passkey…' : 'Add a passkey'}
      </button>
    </div>
  );
}
