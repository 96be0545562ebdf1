import type { AccountContact } from '@atelier/domain/account';
import { cartLinesOf, serializeCartLines } from '@atelier/domain/cart';
import { COUNTRIES } from '@atelier/domain/checkout';
import { taxRateFor } from '@atelier/domain/tax-rates';
import { useState } from 'react';
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { buyerSession } from '../features/account/account-session.server';
import { useCart } from '../features/cart/cart-context';
import { cartCookieHeader, loadServerCart, readCartCookie } from '../features/cart/cart-cookie.server';
import { CartEmpty } from '../features/cart/cart-empty';
import { CheckoutForm } from '../features/checkout/checkout-form';
import { placeCheckoutOrder } from '../features/checkout/checkout-order.server';
import { applyPromoCode, cartPrice } from '../features/checkout/checkout-price.server';
import { CheckoutSummary } from '../features/checkout/checkout-summary';
import {
  APPLY_CODE_INTENT,
  type CheckoutFailure,
  type CheckoutValues,
  currentPrice,
  INTENT_FIELD,
  readCheckoutValues,
} from '../features/checkout/checkout-values';
import { canonicalUrl } from '../layouts/canonical';
import { pageHeaders } from '../lib/page-headers';
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
  const prefill = session ? prefillOf(await context.services.orders.accountContact(session.email)) : null;
  // The cookie's lines as they are: the price reads the designs itself (the layout resolves them for
  // the page), and a line no longer for sale leaves the page on the cart's own totals.
  const [taxRates, price] = await Promise.all([
    context.services.orders.taxRates(),
    cartPrice(readCartCookie(request).lines, context, { country: prefill?.country, accountEmail: session?.email }),
  ]);
  return data(
    {
      taxRates,
      prefill,
      price,
      hostedPayment: context.services.orders.paymentProvider !== 'manual',
      idempotencyKey: crypto.randomUUID(),
      countries: COUNTRIES,
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const headers: Route.HeadersFunction = pageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Checkout',
    description: 'Check out as a guest and receive your plan sets by download.',
    path: canonicalUrl(matches, '/checkout'),
  });

/**
 * Places the order for the cart in the cart cookie, then empties that cart and sends the buyer to the
 * order's page (or, with scripts, on to a hosted payment page). A refusal draws the form again with
 * what was typed and the schema's messages. The promo code's Apply prices that cart instead and draws
 * the form again with the price (or the code's refusal); nothing is ordered. Posts from other sites are
 * refused by React Router's action origin check before this runs (see routes/cart.tsx).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) return data<CheckoutFailure>(unreadableForm(), { status: 400 });
  const cart = await loadServerCart(request, context);
  // A signed-in buyer's study sets are credited without their order numbers (decision 051).
  const accountEmail = (await buyerSession(request, context))?.email ?? null;
  if (form.get(INTENT_FIELD) === APPLY_CODE_INTENT) {
    const applied = await applyPromoCode(form, cartLinesOf(cart.items), context, accountEmail);
    return data(applied.answer, { status: applied.status });
  }
  const outcome = await placeCheckoutOrder(form, cartLinesOf(cart.items), context, accountEmail);
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
      formError:
        form.get(INTENT_FIELD) === APPLY_CODE_INTENT
          ? 'We could not reach the server to check the code. Check your connection and try again.'
          : 'We could not reach the server. Check your connection and try again; you will not be charged twice.',
      retryKey: String(form.get('idempotencyKey') ?? ''),
    } satisfies CheckoutFailure;
  }
}

/** Applying a code changes nothing the loader read: the page keeps its data, and its idempotency key. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get(INTENT_FIELD) === APPLY_CODE_INTENT ? false : defaultShouldRevalidate;
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, subtotal } = useCart();
  // The estimate uses the chosen country's rate, by the rule the server prices the order with.
  const [country, setCountry] = useState(actionData?.values.country ?? loaderData.prefill?.country ?? '');
  // The answer whose code, study set order or e-mail was edited since: its price may no longer hold.
  const [codeEditedAfter, setCodeEditedAfter] = useState<typeof actionData>();
  const shown = {
    cart: serializeCartLines(cartLinesOf(items)),
    country,
    codeEdited: codeEditedAfter !== undefined && codeEditedAfter === actionData,
    taxRateBasisPoints: taxRateFor(loaderData.taxRates, country),
  };
  // A code applied (or refused) answers for the cart; before that, the server's price of it as loaded.
  const applied = actionData?.price
    ? currentPrice(actionData.price, shown)
    : currentPrice(loaderData.price, { ...shown, codeEdited: false });
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
              priced={applied}
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
              applied={applied}
              onCountryChange={setCountry}
              onPriceFieldChange={() => setCodeEditedAfter(actionData)}
            />
          </div>
        </div>
      )}
    </div>
  );
}
