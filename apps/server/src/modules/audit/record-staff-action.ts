import type { Database } from '../../db/client.ts';
import { staffAuditLog } from '../../db/schema/index.ts';
import type { StaffActor } from './staff-actor.ts';

/**
 * Before/after values and other facts of a change, flat as the admin's activity log shows them; the one
 * exception kept as stored, design.update's `licences`, is a map of licence → price.
 */
/** Flat values only: the activity log shows each as one line. */
export type AuditDetail = Record<string, string | number | null>;

/** What a change was made to; `id` is '*' for a change to a whole list (a new order of entries). */
export interface AuditTarget {
  type:
    | 'backup'
    | 'build_costs'
    | 'category'
    | 'customer'
    | 'design'
    | 'legal_text'
    | 'order'
    | 'promotion'
    | 'quote'
    | 'sale'
    | 'service'
    | 'setting'
    | 'settings'
    | 'staff_role'
    | 'staff_user'
    | 'team_member'
    | 'testimonial';
  id: string;
}

/**
 * The one writer of the staff audit log: who (id, name, IP), what (an action on a target), and its
 * detail. Pass the transaction of the change, so the row is kept exactly when the change is.
 */
export async function recordStaffAction(
  tx: Database,
  actor: StaffActor,
  action: string,
  target: AuditTarget,
  detail: AuditDetail = {},
): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffUserId: actor.id,
    staffName: actor.name,
    action,
    targetType: target.type,
    targetId: target.id,
    detail,
    ip: actor.ip,
  });
}
