import type { AuditEntry, MemberAuditPage } from '@atelier/domain/staff-users';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffAuditLog } from '../../db/schema/index.ts';

const PAGE_SIZE = 20;

/** What a member did and what was done to their account, newest first, optionally of one action. */
export async function memberAudit(
  db: Database,
  userId: string,
  query: { page: number; action?: string | undefined },
): Promise<MemberAuditPage> {
  const concerning = or(
    eq(staffAuditLog.staffUserId, userId),
    and(eq(staffAuditLog.targetType, 'staff_user'), eq(staffAuditLog.targetId, userId)),
  ) as SQL;
  const where = query.action ? and(concerning, eq(staffAuditLog.action, query.action)) : concerning;
  const [totals] = await db.select({ total: count() }).from(staffAuditLog).where(where);
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(where)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  const actions = await db
    .selectDistinct({ action: staffAuditLog.action })
    .from(staffAuditLog)
    .where(concerning)
    .orderBy(staffAuditLog.action);
  const total = totals?.total ?? 0;
  return {
    entries: rows.map(
      (row): AuditEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        staffName: row.staffName,
        staffUserId: row.staffUserId,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        detail: flatDetail(row.detail),
        ip: row.ip,
      }),
    ),
    actions: actions.map((row) => row.action),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    total,
  };
}

/** Rows written before every detail was flat (a design's licence changes were one nested object) read as text. */
function flatDetail(detail: Record<string, unknown>): AuditEntry['detail'] {
  return Object.fromEntries(
    Object.entries(detail).map(([key, value]) => [
      key,
      value === null || typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value),
    ]),
  );
}
