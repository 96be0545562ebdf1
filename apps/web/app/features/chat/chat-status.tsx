import type { ChatStatus } from '@atelier/domain/support';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { leaveEmail, loadChatStatus } from './chat-client';

const STATUS_REFRESH_MS = 60_000;
const backFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/** Whether anyone can answer now, asked of the server while the card is open. */
export function useChatStatus(active: boolean): ChatStatus | null {
  const [status, setStatus] = useState<ChatStatus | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const load = () => void loadChatStatus().then((next) => live && next && setStatus(next));
    load();
    const timer = setInterval(load, STATUS_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [active]);
  return status;
}

/** 'Online' only when the server says so; otherwise when the team is back. */
export function StatusLine({ status }: { status: ChatStatus | null }) {
  if (!status) return <p className="h-4 text-xs" />;
  if (status.online) {
    return (
      <p className="flex items-center gap-1.5 text-xs">
        <span aria-hidden className="size-2 rounded-full bg-green-400" />
        Online
      </p>
    );
  }
  const back = status.backAt ? ` · back ${backFormat.format(new Date(status.backAt))}` : '';
  return (
    <p className="flex items-center gap-1.5 text-xs">
      <span aria-hidden className="size-2 rounded-full bg-amber-300" />
      {`Away${back}`}
    </p>
  );
}

/** While nobody is in, a visitor can leave an address so a reply reaches them by e-mail. */
export function EmailForm({ visitorId, onSaved }: { visitorId: () => string; onSaved(id: string): void }) {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = visitorId();
    const result = await leaveEmail(id, email.trim());
    if (!result.ok) return setError(result.message);
    setError(null);
    setSaved(email.trim());
    onSaved(id);
  }

  if (saved) {
    return (
      <p role="status" className="border-b border-border px-4 py-2 text-xs text-muted-fg">
        Thanks. We will also reply to {saved}.
      </p>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-1 border-b border-border px-4 py-2">
      <label htmlFor={inputId} className="block text-xs text-muted-fg">
        Leave your email so we can reply
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          maxLength={254}
          className="h-8 flex-1 rounded-md border border-border bg-bg px-2 text-sm"
        />
        <button type="submit" className="h-8 rounded-md bg-primary px-3 text-xs font-medium text-primary-fg">
          Save email
        </button>
      </div>
      {error && (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
