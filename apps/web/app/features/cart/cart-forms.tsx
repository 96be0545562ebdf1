import { type CartItem, MIN_CART_QUANTITY } from '@atelier/domain/cart';
import { BUILDS_LABEL, isPerBuild } from '@atelier/domain/licences';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { CART_ACTION } from './server-cart';

/**
 * A cart form that posts to the cart action, so it works before and without scripts. Once the page is
 * hydrated, each button's click handler makes the change through the cart context instead (which
 * sends the whole cart to the same action) and the post does not happen.
 */
function CartForm({
  intent,
  designId,
  className,
  children,
}: {
  intent: 'update' | 'remove' | 'clear';
  designId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={CART_ACTION} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {designId !== undefined && <input type="hidden" name="designId" value={designId} />}
      {children}
    </form>
  );
}

const instead = (change: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
  event.preventDefault();
  change();
};

const stepClass =
  'inline-flex size-8 items-center justify-center rounded-md border border-border hover:bg-muted disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The number of builds of a single-build licence (decision 032): minus and plus change it by 1; it
 * never goes below 1 (removal is its own button). Other licences are bought once and have no stepper.
 */
export function QuantityStepper({ item, onChange }: { item: CartItem; onChange(id: string, quantity: number): void }) {
  if (!isPerBuild(item.licence)) return null;
  const builds = `${BUILDS_LABEL.toLowerCase()} for ${item.title}`;
  return (
    <CartForm intent="update" designId={item.id} className="flex flex-col gap-1">
      <span className="text-xs text-muted-fg">{BUILDS_LABEL}</span>
      <span className="flex items-center gap-2">
        <button
          type="submit"
          name="quantity"
          value={item.quantity - 1}
          className={stepClass}
          aria-label={`Decrease ${builds}`}
          disabled={item.quantity <= MIN_CART_QUANTITY}
          onClick={instead(() => onChange(item.id, item.quantity - 1))}
        >
          <Minus aria-hidden className="size-4" />
        </button>
        <output
          className="w-6 text-center text-sm font-medium tabular-nums"
          aria-label={`${BUILDS_LABEL} for ${item.title}`}
        >
          {item.quantity}
        </output>
        <button
          type="submit"
          name="quantity"
          value={item.quantity + 1}
          className={stepClass}
          aria-label={`Increase ${builds}`}
          onClick={instead(() => onChange(item.id, item.quantity + 1))}
        >
          <Plus aria-hidden className="size-4" />
        </button>
      </span>
    </CartForm>
  );
}

export function RemoveItemButton({
  item,
  onRemove,
  className,
}: {
  item: CartItem;
  onRemove(id: string): void;
  className: string;
}) {
  return (
    <CartForm intent="remove" designId={item.id} className="flex shrink-0">
      <button
        type="submit"
        onClick={instead(() => onRemove(item.id))}
        aria-label={`Remove ${item.title}`}
        className={className}
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
    </CartForm>
  );
}

export function ClearCartButton({ onClear }: { onClear(): void }) {
  return (
    <CartForm intent="clear">
      <button
        type="submit"
        onClick={instead(onClear)}
        className="mt-4 text-sm font-medium text-muted-fg hover:text-danger hover:underline"
      >
        Clear cart
      </button>
    </CartForm>
  );
}
