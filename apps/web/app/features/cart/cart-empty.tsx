import { ShoppingCart } from 'lucide-react';

/** SPEC §2: 'Your cart is empty / Add some designs to get started'. */
export function CartEmpty() {
  return (
    <div className="flex flex-col items-center gap-2 py-12 text-center">
      <ShoppingCart aria-hidden className="size-12 text-muted-fg" />
      <p className="text-lg font-semibold">Your cart is empty</p>
      <p className="text-sm text-muted-fg">Add some designs to get started</p>
    </div>
  );
}
