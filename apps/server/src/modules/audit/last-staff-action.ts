import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAuditLog } from '../../db/schema/index.ts';
import type { AuditTarget } from './record-staff-action.ts';

/** When the action was last taken on the target, from the staff audit log (null if never). */
export async function lastStaffActionAt(db: Database, action: string, target: AuditTarget): Promise<Date | null> {
  const [row] = await db
    .select({ at: staffAuditLog.at })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.targetType, target.type),
        eq(staffAuditLog.targetId, target.id),
        eq(staffAuditLog.action, action),
      ),
    )
    .orderBy(desc(staffAuditLog.id))
    .limit(1);
  return row?.at ?? null;
}
