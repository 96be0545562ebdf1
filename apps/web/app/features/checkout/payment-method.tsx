/** How the buyer pays and when the plans arrive, said before the order is placed (see lib/delivery-promise.ts). */
export function PaymentMethod({ hostedPayment }: { hostedPayment: boolean }) {
  return (
    <section aria-labelledby="checkout-payment-title" className="space-y-2">
      <h2 id="checkout-payment-title" className="text-lg font-semibold">
        Payment
      </h2>
      <div className="rounded-md border border-border p-4 text-sm">
        {hostedPayment ? (
          <>
            <p className="font-semibold">Card, through Stripe</p>
            <p className="mt-1 text-muted-fg">
              Next you pay on Stripe&apos;s secure page. Your plan sets are ready to download as soon as the payment
              goes through.
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">Bank transfer</p>
            <p className="mt-1 text-muted-fg">
              Once you place the order, its page and your confirmation e-mail give the studio&apos;s bank details, with
              your order number as the payment reference. Your plan sets are ready to download as soon as the studio
              confirms the transfer has arrived, usually 1 to 3 business days.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
