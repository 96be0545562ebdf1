import { licenceUpgradeRequestSchema } from '@atelier/domain/licence-upgrades';
import type { AppLoadContext } from 'react-router';
import { CORRECT_FIELDS_MESSAGE } from '../../lib/form-check';
import { IDEMPOTENCY_FIELD, placedOrderLocation } from '../../lib/order-form';
import { refusalOf, SERVER_FAULT_MESSAGE } from '../../lib/refusal.server';
import { checkUpgradeForm, type UpgradeFailure } from './licence-upgrade-form';

type UpgradeOutcome = { ok: true; location: string } | { ok: false; status: number; failure: UpgradeFailure };

/**
 * Orders the licence upgrade its review's form asks for (decision 052), once the buyer accepted the
 * licence, with the order's access as the page was opened: the new order's page, or (with scripts) its
 * hosted payment page, or the refusal to show.
 */
export async function requestLicenceUpgrade(
  number: string,
  access: { token: string } | { accountEmail: string },
  form: FormData,
  context: AppLoadContext,
): Promise<UpgradeOutcome> {
  const refuse = (status: number, formError: string, retryKey?: string, fields = {}): UpgradeOutcome => ({
    ok: false,
    status,
    failure: { fields, formError, ...(retryKey ? { retryKey } : {}) },
  });
  const refused = checkUpgradeForm(form);
  if (refused) return refuse(400, CORRECT_FIELDS_MESSAGE, undefined, refused);
  const body = licenceUpgradeRequestSchema.safeParse({
    designId: form.get('designId') ?? undefined,
    licence: form.get('licence') ?? undefined,
    idempotencyKey: form.get(IDEMPOTENCY_FIELD) ?? undefined,
  });
  if (!body.success) return refuse(400, body.error.issues[0]?.message ?? 'This upgrade could not be ordered.');
  try {
    const result = await context.services.orders.upgradeLicence(number, access, body.data, context.requestContext);
    return { ok: true, location: placedOrderLocation(form, result) };
  } catch (error) {
    const refusal = refusalOf(error);
    // A refusal created nothing, so the next attempt may use a fresh key; a fault may have.
    if (refusal) {
      const message = Object.values(refusal.fields)[0] ?? refusal.message;
      return refuse(refusal.status, message, refusal.status >= 500 ? body.data.idempotencyKey : undefined);
    }
    context.requestContext.log.error({ err: error }, 'licence upgrade failed');
    return refuse(500, SERVER_FAULT_MESSAGE, body.data.idempotencyKey);
  }
}
