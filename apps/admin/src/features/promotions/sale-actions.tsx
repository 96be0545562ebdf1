import type { StaffPriceSale } from '@atelier/domain/price-sales';
import { ConfirmAction } from '../../components/confirm-action';
import { smallButtonClass } from '../../components/form-styles';
import { useEndSale } from './sale-api';

/** Ends a running sale now, or a scheduled one before it starts; its record stays in the list. */
export function EndSale({ sale, announce }: { sale: StaffPriceSale; announce(message: string): void }) {
  const end = useEndSale(sale.id);
  const { name } = sale;
  return (
    <ConfirmAction
      mutation={end}
      trigger="End now"
      // The visible words first, so a speech user's "End now" still finds it (WCAG 2.5.3, label in name).
      triggerAriaLabel={`End now: ${name}`}
      triggerClassName={smallButtonClass}
      title={`End ${name} now?`}
      description={
        sale.status === 'running'
          ? 'Prices go back to the regular ones at once; orders already placed keep what they paid.'
          : 'It will not start; the regular prices stay.'
      }
      submitLabel="End sale"
      dismissLabel="Keep sale"
      onConfirm={(close) =>
        end.mutate(undefined, {
          onSuccess: () => {
            close();
            announce(`The sale ${name} has ended.`);
          },
        })
      }
    />
  );
}
