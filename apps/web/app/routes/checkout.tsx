import type { AccountContact } from '@atelier/domain/account';
import { cartLinesOf } from '@atelier/domain/cart';
import { COUNTRIES } from '@atelier/domain/checkout';
import { taxRateFor } from '@atelier/domain/tax-rates';
import { useState } from 'react';
import { data, Link, redirect } from 'react-router';
import { buyerSession } from '../features/account/account-session.server';
import { useCart } from '../features/cart/cart-context';
import { cartCookieHeader, loadServerCart } from '../features/cart/cart-cookie.server';
import { CartEmpty } from '../features/cart/cart-empty';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { placeCheckoutOrder } from '../features/checkout/checkout-order.server';
import { CheckoutSummary } from '../features/checkout/checkout-summary';
import { type CheckoutFailure, type CheckoutValues, readCheckoutValues } from '../features/checkout/checkout-values';
import { canonicalUrl } from '../layouts/canonical';
import { readForm, unreadableForm } from '../lib/refusal.server';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/checkout';

/** A signed-in buyer's form starts from their account: the address, and the details of their latest order. */
function prefillOf(contact: AccountContact): CheckoutValues {
  const values: CheckoutValues = { email: contact.email };
  if (contact.name) values.fullName = contact.name;
  if (contact.phone) values.phone = contact.phone;
  if (contact.company) values.company = contact.company;
  if (contact.country) values.country = contact.country;
  if (contact.address) values.address = contact.address;
  return values;
}

/**
 * The idempotency key is made here, once per page shown: a repeated post of this form is one order.
 * The country list is the server's, so the form the server drew and the one the browser hydrates match.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await buyerSession(request, context);
  return data(
    {
      taxRates: await context.services.orders.taxRates(),
      prefill: session ? prefillOf(await context.services.orders.accountContact(session.email)) : null,
      hostedPayment: context.services.orders.paymentProvider !== 'manual',
      idempotencyKey: crypto.randomUUID(),
      countries: COUNTRIES,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Checkout',
    description: 'Check out as a guest and receive your plan sets by download.',
    path: canonicalUrl(matches, '/checkout'),
  });

/**
 * Places the order for the cart in the cart cookie, then empties that cart and sends the buyer to the
 * order's page (or, with scripts, on to a hosted payment page). A refusal draws the form again with
 * what was typed and the schema's messages. Posts from other sites are refused by React Router's
 * action origin check before this runs (see routes/cart.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data<CheckoutFailure>(unreadableForm(), { status: 400 });
  const cart = await loadServerCart(request, context);
  const outcome = await placeCheckoutOrder(form, cartLinesOf(cart.items), context);
  if (!outcome.ok) return data(outcome.failure, { status: outcome.status });
  return redirect(outcome.location, { status: 303, headers: { 'Set-Cookie': cartCookieHeader([], request) } });
}

/** A lost connection keeps the form as it is; the retry reuses the key, so nothing is ordered twice. */
export async function clientAction({ serverAction, request }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    // fetch fails with a TypeError when the server cannot be reached; anything else is not ours to hide.
    if (!(error instanceof TypeError)) throw error;
    return {
      values: readCheckoutValues(form),
      fields: {},
      formError: 'We could not reach the server. Check your connection and try again; you will not be charged twice.',
      retryKey: String(form.get('idempotencyKey') ?? ''),
    } satisfies CheckoutFailure;
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, subtotal } = useCart();
  // The estimate uses the chosen country's rate, by the rule the server prices the order with.
  const [country, setCountry] = useState(actionData?.values.country ?? loaderData.prefill?.country ?? '');
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold">Checkout</h1>
      <p className="mt-2 text-muted-fg">
        No account needed. Your plan sets are delivered as downloads once payment is confirmed.
      </p>
      {items.length === 0 ? (
        <div className="mt-8 rounded-lg border border-border">
          <CartEmpty />
          <p className="pb-10 text-center text-sm text-muted-fg">
            There is nothing to check out yet.{' '}
            <Link to="/marketplace" className="font-medium text-primary hover:underline">
              Browse designs
            </Link>
          </p>
        </div>
      ) : (
        // The order comes first, so a phone shows what is bought before the form and its Place order button;
        // from lg it stands in the right-hand column.
        <div className="mt-8 grid gap-10 lg:grid-cols-5">
          <div className="lg:col-span-2 lg:col-start-4 lg:row-start-1">
            <CheckoutSummary
              items={items}
              subtotal={subtotal}
              taxRateBasisPoints={taxRateFor(loaderData.taxRates, country)}
            />
          </div>
          <div className="lg:col-span-3 lg:col-start-1 lg:row-start-1">
            <CheckoutForm
              items={items}
              countries={loaderData.countries}
              hostedPayment={loaderData.hostedPayment}
              idempotencyKey={loaderData.idempotencyKey}
              failure={actionData}
              prefill={loaderData.prefill ?? undefined}
              onCountryChange={setCountry}
            />
          </div>
        </div>
      )}
    </div>
  );
}
