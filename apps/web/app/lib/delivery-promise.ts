/**
 * How the buyer pays and when the plans arrive, said before the order is placed and on every design
 * page: by card through Stripe when it is configured (the files as soon as the payment goes through),
 * else by bank transfer (the files once the studio confirms the transfer).
 */
export function deliveryPromise(hostedPayment: boolean): string {
  return hostedPayment
    ? 'Complete plan set, download as soon as your card payment goes through'
    : 'Complete plan set, download once your bank transfer is confirmed';
}
