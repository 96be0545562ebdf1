import type { BulkPriceChange, PricePreview } from '@atelier/domain/catalogue-admin';
import { Calculator, Check, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Announcement } from '../../components/announcement';
import { SubmitButton } from '../../components/form-actions';
import { primaryButtonClass, secondaryButtonClass } from '../../components/form-styles';
import { SectionCard } from '../../components/section-card';
import { ApiRequestError } from '../../lib/api';
import { errorMessage } from '../../lib/query-client';
import { useApplyPrices, usePricePreview } from './api';
import { BulkChangeFields } from './bulk-change-fields';
import { type BulkForm, bulkFormResolver, toChange } from './bulk-change-schema';
import { PricePreviewTable } from './price-preview-table';
import type { DesignSelection } from './use-design-selection';

interface Previewed {
  /** The change as the form stood when previewed: the preview only shows while the form still says that. */
  key: string;
  change: BulkPriceChange;
  rows: PricePreview['rows'];
}

const alertClass = 'space-y-2 rounded-md border border-danger bg-card px-3 py-2 text-sm text-danger';
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface BulkPricePanelProps {
  selection: DesignSelection;
  categories: readonly { value: string; label: string }[];
}

/** Many prices at once: preview old → new, then apply exactly what was previewed. */
export function BulkPricePanel({ selection, categories }: BulkPricePanelProps) {
  const selectedIds = selection.items.map((item) => item.id);
  const selectedRef = useRef(selectedIds);
  selectedRef.current = selectedIds;
  const [resolver] = useState(() => bulkFormResolver(() => selectedRef.current));
  const form = useForm<BulkForm, unknown, BulkPriceChange>({
    resolver,
    defaultValues: { scope: 'category', categoryId: '', kind: 'percent', moveLicences: true },
  });
  const preview = usePricePreview();
  const apply = useApplyPrices();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const previewButton = useRef<HTMLButtonElement>(null);

  const currentKey = JSON.stringify(toChange(form.watch(), selectedIds));
  const shown = previewed?.key === currentKey ? previewed : null;

  const runPreview = (change: BulkPriceChange) => {
    setAnnouncement('');
    apply.reset();
    const key = JSON.stringify(toChange(form.getValues(), selectedRef.current));
    preview.mutate(change, {
      onSuccess: (result) => setPreviewed({ key, change, rows: result.rows }),
      onError: (error) => {
        setPreviewed(null);
        if (error instanceof ApiRequestError) {
          for (const field of ['categoryId', 'kind', 'value'] as const) {
            const message = error.fields[field];
            if (message) form.setError(field, { message });
          }
        }
      },
    });
  };

  const runApply = (current: Previewed) => {
    setAnnouncement('');
    apply.mutate(
      { change: current.change, expected: current.rows.map(({ id, oldCents }) => ({ id, oldCents })) },
      {
        onSuccess: (result) => {
          setPreviewed(null);
          setAnnouncement(`${plural(result.rows.length, 'price')} changed. Recent price changes lists them.`);
          previewButton.current?.focus();
        },
      },
    );
  };

  const pricesChanged = apply.error instanceof ApiRequestError && apply.error.code === 'prices_changed';
  return (
    <SectionCard id="bulk-price-title" title="Change many prices">
      <form noValidate onSubmit={form.handleSubmit(runPreview)} className="space-y-4">
        <BulkChangeFields form={form} categories={categories} selectedCount={selectedIds.length} />
        {preview.error && !(preview.error instanceof ApiRequestError && preview.error.status === 400) ? (
          <p role="alert" className={alertClass}>
            {errorMessage(preview.error)}
          </p>
        ) : null}
        <SubmitButton
          ref={previewButton}
          pending={preview.isPending}
          icon={Calculator}
          className={secondaryButtonClass}
        >
          Preview
        </SubmitButton>
      </form>
      <Announcement>{announcement}</Announcement>
      {shown ? (
        <div className="space-y-3">
          <PricePreviewTable
            rows={shown.rows}
            caption={`Preview: ${plural(shown.rows.length, 'price')} would change`}
          />
          {apply.error ? (
            <div role="alert" className={alertClass}>
              <p>{errorMessage(apply.error)}</p>
              {pricesChanged ? (
                <button type="button" onClick={() => runPreview(shown.change)} className={secondaryButtonClass}>
                  Preview again
                </button>
              ) : null}
            </div>
          ) : null}
          <button
            type="button"
            disabled={apply.isPending || pricesChanged}
            onClick={() => runApply(shown)}
            className={primaryButtonClass}
          >
            {apply.isPending ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Check aria-hidden className="size-4" />
            )}
            Apply {plural(shown.rows.length, 'change')}
          </button>
        </div>
      ) : null}
    </SectionCard>
  );
}
