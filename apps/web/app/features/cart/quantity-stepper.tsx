import { type CartItem, MIN_CART_QUANTITY } from '@atelier/domain/cart';
import { Minus, Plus } from 'lucide-react';

const stepClass =
  'inline-flex size-8 items-center justify-center rounded-md border border-border hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40';

/** Minus and plus change the quantity by 1; it never goes below 1 (removal is its own button). */
export function QuantityStepper({ item, onChange }: { item: CartItem; onChange(id: string, quantity: number): void }) {
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={stepClass}
        aria-label={`Decrease quantity of ${item.title}`}
        disabled={item.quantity <= MIN_CART_QUANTITY}
        onClick={() => onChange(item.id, item.quantity - 1)}
      >
        <Minus aria-hidden className="size-4" />
      </button>
      <output className="w-6 text-center text-sm font-medium tabular-nums" aria-label={`Quantity of ${item.title}`}>
        {item.quantity}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label={`Increase quantity of ${item.title}`}
        onClick={() => onChange(item.id, item.quantity + 1)}
      >
        <Plus aria-hidden className="size-4" />
      </button>
    </div>
  );
}
