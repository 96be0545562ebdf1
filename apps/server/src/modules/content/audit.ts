import { DomainError } from '@atelier/domain/domain-error';
import type { Database } from '../../db/client.ts';
import { type AuditDetail, type AuditTarget, recordStaffAction } from '../audit/record-staff-action.ts';
import type { StaffActor } from '../audit/staff-actor.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

/**
 * Records a content change inside its transaction: the audit row, and a notice to every server process
 * (their cached storefront pages show the old content), sent only if the change commits.
 */
export async function recordContentChange(
  tx: Database,
  actor: StaffActor,
  action: string,
  target: AuditTarget,
  detail: AuditDetail = {},
) {
  await recordStaffAction(tx, actor, action, target, detail);
  await publish(tx, LIVE_CHANNELS.content, { kind: target.type, id: target.id });
}

export const notFound = (what: string) => new DomainError('not_found', 'not_found', `This ${what} does not exist.`);

/**
 * A new order must list every current entry once (someone may have added or deleted one meanwhile);
 * then each entry's position is written.
 */
export async function applyOrder(
  current: readonly string[],
  ids: readonly string[],
  write: (id: string, position: number) => Promise<unknown>,
) {
  if (ids.length !== current.length || current.some((id) => !ids.includes(id)))
    throw new DomainError('invalid', 'validation_failed', 'List every entry once.', {
      fields: { ids: 'List every entry once.' },
    });
  for (const [index, id] of ids.entries()) await write(id, index + 1);
}
