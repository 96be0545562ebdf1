import { DomainError } from '@atelier/domain/domain-error';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designFiles, designs } from '../../db/schema/index.ts';

export const SHEET_LIST_MISSING =
  'Add the sheet list of the uploaded plan set under What’s included before publishing: buyers see what they buy.';

/**
 * An uploaded plan set is published with its sheet list, or its page would tell buyers to ask what they
 * are buying (a generated set lists its own sheets). Checked when a design becomes published, so the
 * designs already on sale stay so.
 */
export async function checkSheetList(tx: Database, id: string): Promise<void> {
  const [row] = await tx
    .select({ sheets: designs.planSetContents })
    .from(designs)
    .innerJoin(designFiles, and(eq(designFiles.designId, designs.id), eq(designFiles.kind, 'plan-set')))
    .where(eq(designs.id, id));
  if (row && row.sheets.length === 0)
    throw new DomainError('unprocessable', 'not_publishable', SHEET_LIST_MISSING, {
      fields: { status: SHEET_LIST_MISSING },
    });
}
