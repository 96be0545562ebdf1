import type { StaffPromotion } from '@atelier/domain/promotions';
import { Download } from 'lucide-react';
import { ConfirmAction } from '../../components/confirm-action';
import { smallButtonClass } from '../../components/form-styles';
import { promotionOrdersCsvUrl, usePausePromotion } from './api';

interface PromotionActionProps {
  promotion: StaffPromotion;
  announce(message: string): void;
}

/** Pause a code (buyers can no longer use it) or resume it; its terms and figures stay as they are. */
export function PauseToggle({ promotion, announce }: PromotionActionProps) {
  const pause = usePausePromotion(promotion.id);
  const { code } = promotion;
  const paused = promotion.pausedAt !== null;
  return (
    <ConfirmAction
      mutation={pause}
      triggerClassName={smallButtonClass}
      {...(paused
        ? {
            trigger: 'Resume',
            triggerAriaLabel: `Resume ${code}`,
            title: `Resume ${code}?`,
            description: 'Buyers can use it again, within its dates and limits.',
            submitLabel: 'Resume code',
            dismissLabel: 'Keep paused',
          }
        : {
            trigger: 'Pause',
            triggerAriaLabel: `Pause ${code}`,
            title: `Pause ${code}?`,
            description: 'Buyers cannot use it until it is resumed. Orders already placed keep their discount.',
            submitLabel: 'Pause code',
            dismissLabel: 'Keep active',
          })}
      onConfirm={(close) =>
        pause.mutate(!paused, {
          onSuccess: () => {
            close();
            announce(paused ? `The code ${code} is active again.` : `The code ${code} is paused.`);
          },
        })
      }
    />
  );
}

/** The orders placed with the code, as a CSV file (the server sends it as a download). */
export function OrdersCsvLink({ promotion }: { promotion: StaffPromotion }) {
  return (
    <a
      href={promotionOrdersCsvUrl(promotion.id)}
      download
      aria-label={`Download CSV of the orders with ${promotion.code}`}
      className={smallButtonClass}
    >
      <Download aria-hidden className="size-4" />
      Download CSV
    </a>
  );
}
