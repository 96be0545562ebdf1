import { PencilRuler } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

const loadDialog = () => import('./modification-dialog');
const ModificationDialog = lazy(loadDialog);

const buttonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-md border border-border px-6 py-3 font-semibold hover:bg-muted sm:w-auto';

/**
 * "Request a modification": a link to /design/:id/modify, which works without JavaScript; once
 * scripts run it becomes a button that opens the same form in a dialog.
 */
export function RequestModification({ design }: { design: { id: string; title: string } }) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => setHydrated(true), []);

  const label = (
    <>
      <PencilRuler aria-hidden className="size-5" />
      Request a modification
    </>
  );
  if (!hydrated) {
    return (
      <Link to={`/design/${design.id}/modify`} className={buttonClass}>
        {label}
      </Link>
    );
  }
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClass}
        onPointerDown={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used && (
        <Suspense fallback={null}>
          <ModificationDialog
            design={design}
            open={open}
            onOpenChange={setOpen}
            returnFocus={() => buttonRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
