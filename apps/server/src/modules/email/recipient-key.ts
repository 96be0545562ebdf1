/** Domains that deliver one mailbox under both names, and ignore dots in its local part. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as the key of a per-recipient limit: `rcpt@example.com`,
 * `rcpt+1@example.com` and `RCPT+2@Example.com` reach one inbox, so they share one limit. Lower-cased,
 * without the `+tag` of the local part; at Gmail also without dots, googlemail.com counted as gmail.com.
 * Only a key: mail still goes to the address as typed.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1).replace(/\.$/, '');
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}
