import { priceUpdateSchema } from '@atelier/domain/catalogue-admin';
import type { StaffDesignRow } from '@atelier/domain/design-admin';
import { formatMoney } from '@atelier/domain/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorClass, secondaryButtonClass } from '../../components/form-styles';
import { ControlledMoneyInput } from '../../components/money-input';
import { ApiRequestError } from '../../lib/api';
import { useFollowSaved } from '../../lib/follow-saved';
import { errorMessage } from '../../lib/query-client';
import { useSavePrice } from './api';

/** The price typed in dollars, saved in cents; the row says what happened beside the box. */
export function InlinePriceForm({ design }: { design: StaffDesignRow }) {
  const id = useId();
  const save = useSavePrice(design.id);
  const form = useForm({ resolver: zodResolver(priceUpdateSchema), defaultValues: { priceCents: design.priceCents } });
  const [status, setStatus] = useState('');
  // An untouched box follows the saved price (a bulk change, a refetch); one being edited keeps its value.
  useFollowSaved(form, design.priceCents, (priceCents) => ({ priceCents }));

  const submit = ({ priceCents }: { priceCents: number }) => {
    setStatus('');
    save.mutate(priceCents, {
      onSuccess: (saved) => {
        form.reset({ priceCents: saved.priceCents });
        setStatus(`Saved: ${formatMoney(saved.priceCents)}`);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields.priceCents) {
          form.setError('priceCents', { message: error.fields.priceCents });
          form.setFocus('priceCents');
          save.reset();
        }
      },
    });
  };

  const fieldError = form.formState.errors.priceCents?.message;
  const describedBy = [fieldError ? `${id}-error` : null, save.error ? `${id}-alert` : null].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-1">
      <div className="flex items-center justify-end gap-2">
        <label htmlFor={id} className="sr-only">
          Price of {design.title} (USD)
        </label>
        <ControlledMoneyInput
          id={id}
          control={form.control}
          name="priceCents"
          onValueChange={() => setStatus('')}
          aria-invalid={Boolean(fieldError)}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          className="w-32 text-right tabular-nums"
        />
        <button
          type="submit"
          disabled={save.isPending}
          aria-label={`Save price of ${design.title}`}
          className={`${secondaryButtonClass} h-10`}
        >
          {save.isPending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
          Save
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className={`${fieldErrorClass} text-right`}>
          {fieldError}
        </p>
      ) : null}
      {save.error ? (
        <p id={`${id}-alert`} role="alert" className={`${fieldErrorClass} text-right`}>
          {errorMessage(save.error)}
        </p>
      ) : null}
      <p role="status" className="text-right text-xs text-success">
        {status}
      </p>
    </form>
  );
}
