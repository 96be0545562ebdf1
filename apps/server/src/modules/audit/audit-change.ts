import type { Database } from '../../db/client.ts';
import { staffAuditLog } from '../../db/schema/index.ts';

/** Who made a change and from where, as the audit log keeps it. */
export interface Actor {
  id: string;
  name: string;
  ip: string;
}

export type AuditDetail = Record<string, string | number | null>;

/** One audit row: who, what (action on a target), when, from where, and before/after values in `detail`. */
export async function auditChange(
  tx: Database,
  actor: Actor,
  action: string,
  target: { type: 'staff_user' | 'staff_role' | 'setting'; id: string },
  detail: AuditDetail = {},
) {
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
