import type { StaffQuote } from '@atelier/domain/quotes';
import { Pencil } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { secondaryButtonClass, smallButtonClass } from '../../components/form-styles';
import { useUpdateQuote } from './api';
import { QuoteForm } from './quote-form';
import { formValuesOf } from './quote-form-values';
import { QuoteTermsView } from './quote-terms';

interface QuoteTermsSectionProps {
  quote: StaffQuote;
  /** The member may update quotes; the quote itself says whether its terms may still change. */
  canUpdate: boolean;
  announce(message: string): void;
}

/** The quote's terms, and while they may still change, the same form as a new quote's to edit them. */
export function QuoteTermsSection({ quote, canUpdate, announce }: QuoteTermsSectionProps) {
  const update = useUpdateQuote(quote.number);
  const [editing, setEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  // Leaving the form (saved or cancelled) puts focus back on Edit, where it was.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (!refocus) return;
    editRef.current?.focus();
    setRefocus(false);
  }, [refocus]);

  const editable = canUpdate && quote.can.edit;
  const close = () => {
    setEditing(false);
    setRefocus(true);
  };

  return (
    <section aria-labelledby="quote-terms-title" className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="quote-terms-title" className="font-semibold">
          Terms
        </h3>
        {editable && !editing ? (
          <button
            ref={editRef}
            type="button"
            className={smallButtonClass}
            onClick={() => {
              announce('');
              update.reset();
              setEditing(true);
            }}
          >
            <Pencil aria-hidden className="size-4" />
            Edit
          </button>
        ) : null}
      </div>
      {editing && editable ? (
        <QuoteForm
          initial={formValuesOf(quote)}
          save={update}
          submitLabel="Save changes"
          onSaved={() => {
            close();
            announce(`The terms of quote ${quote.number} are saved.`);
          }}
          actions={
            <button type="button" onClick={close} className={secondaryButtonClass}>
              Cancel
            </button>
          }
        />
      ) : (
        <QuoteTermsView quote={quote} />
      )}
    </section>
  );
}
