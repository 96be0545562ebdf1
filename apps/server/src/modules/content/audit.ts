import type { Database } from '../../db/client.ts';
import { staffAuditLog } from '../../db/schema/index.ts';
import { HttpError } from '../../plugins/errors.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

/** Who made a change, as the audit log keeps it. */
export interface ContentActor {
  id: string;
  name: string;
}

/**
 * Records a content change inside its transaction: the audit row, and a notice to every server process
 * (their cached storefront pages show the old content), sent only if the change commits.
 */
export async function audit(
  tx: Database,
  actor: ContentActor,
  action: string,
  targetType: string,
  targetId: string,
  detail: Record<string, string | number | null> = {},
) {
  await tx
    .insert(staffAuditLog)
    .values({ staffUserId: actor.id, staffName: actor.name, action, targetType, targetId, detail });
  await publish(tx, LIVE_CHANNELS.content, { kind: targetType, id: targetId });
}

export const notFound = (what: string) => new HttpError(404, 'not_found', `This ${what} does not exist.`);

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
    throw new HttpError(400, 'validation_failed', 'List every entry once.', { ids: 'List every entry once.' });
  for (const [index, id] of ids.entries()) await write(id, index + 1);
}
