import { BASE_LICENCE, type LicenceId, type LicenceOption } from '@atelier/domain/licences';
import { PLAN_FILE_KIND_LABELS } from '@atelier/domain/plan-files';
import { useEffect, useId, useRef } from 'react';
import { CheckList } from '../../components/check-list';
import { SalePrice } from '../../components/sale-price';
import { ChoiceCard } from './choice-card';

/**
 * The licence choice of a design page (decision 032): a radio group, one option per licence the design
 * offers, each with its price (a sale's regular price struck through before it), what it grants and
 * which files it delivers. The radios belong to the add-to-cart form through its id (the favourite and
 * modification buttons sit between them as forms of their own, which cannot nest). Compact (several
 * designs on one page): the terms are read to screen readers only, and the legend names the design for
 * them.
 */
export function LicenceChoice({
  formId,
  licences,
  inclusions,
  disabled,
  onChoose,
  compact,
  designTitle,
}: {
  formId: string;
  licences: readonly LicenceOption[];
  inclusions: Inclusions | undefined;
  disabled: boolean;
  onChoose(licence: LicenceId): void;
  compact: boolean;
  designTitle: string;
}) {
  const ids = useId();
  const group = useRef<HTMLFieldSetElement>(null);
  // A choice made before the scripts ran (or restored by the browser) is kept: the price follows it.
  useEffect(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const chosen = licences.find((option) => option.id === checked?.value);
    if (chosen) onChoose(chosen.id);
  }, [licences, onChoose]);
  return (
    <fieldset ref={group} disabled={disabled} className={compact ? undefined : 'mt-6'}>
      <legend className="font-semibold">
        Licence{compact ? <span className="sr-only">{` for ${designTitle}`}</span> : null}
      </legend>
      <div className="mt-2 space-y-2">
        {licences.map((option) => (
          <ChoiceCard
            key={option.id}
            id={`${ids}-${option.id}`}
            type="radio"
            name="licence"
            value={option.id}
            formId={formId}
            defaultChecked={option.id === BASE_LICENCE}
            label={option.label}
            price={<SalePrice cents={option.priceCents} listCents={option.listPriceCents} />}
            terms={
              <>
                {option.summary}{' '}
                <span className="block">
                  {`Files: ${option.files.map((file) => PLAN_FILE_KIND_LABELS[file]).join(', ')}`}
                </span>
              </>
            }
            termsHidden={compact}
            onChange={() => onChoose(option.id)}
          >
            {inclusions && <IncludedLines lines={inclusions[option.id]} />}
          </ChoiceCard>
        ))}
      </div>
    </fieldset>
  );
}

/** What each licence includes for this design (plan-inclusions.ts): the studio's lines and the design's. */
export type Inclusions = Record<LicenceId, string[]>;

export function IncludedLines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return <CheckList items={lines} label="Included" className="mt-2 space-y-1" />;
}
