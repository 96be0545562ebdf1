import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useCart } from '../features/cart/cart-context';
import { CartEmpty } from '../features/cart/cart-empty';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { CheckoutSummary } from '../features/checkout/checkout-summary';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/checkout';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    taxRateBasisPoints: await context.services.orders.taxRate(),
    hostedPayment: context.services.orders.paymentProvider !== 'manual',
  };
}

export const meta = () =>
  pageMeta({
    title: 'Checkout',
    description: 'Check out as a guest and receive your plan sets by download.',
    path: '/checkout',
  });

export default function CheckoutPage({ loaderData }: Route.ComponentProps) {
  const { items, subtotal, restored, clearCart } = useCart();
  const [placed, setPlaced] = useState(false);

  let body: ReactNode;
  if (!restored) {
    body = (
      <p aria-busy="true" className="mt-8 text-muted-fg">
        Loading your cart…
      </p>
    );
  } else if (placed) {
    body = (
      <p role="status" className="mt-8 text-muted-fg">
        Order placed. Taking you to your confirmation…
      </p>
    );
  } else if (items.length === 0) {
    body = (
      <div className="mt-8 rounded-lg border border-border">
        <CartEmpty />
        <p className="pb-10 text-center text-sm text-muted-fg">
          There is nothing to check out yet.{' '}
          <Link to="/marketplace" className="font-medium text-primary hover:underline">
            Browse designs
          </Link>
        </p>
      </div>
    );
  } else {
    body = (
      <div className="mt-8 grid gap-10 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <CheckoutForm
            items={items}
            hostedPayment={loaderData.hostedPayment}
            onPlaced={() => {
              setPlaced(true);
              clearCart();
            }}
          />
        </div>
        <div className="lg:col-span-2">
          <CheckoutSummary items={items} subtotal={subtotal} taxRateBasisPoints={loaderData.taxRateBasisPoints} />
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Checkout</h1>
      <p className="mt-2 text-muted-fg">
        No account needed. Your plan sets are delivered as downloads once payment is confirmed.
      </p>
      {body}
    </div>
  );
}
