import { DomainError } from '@atelier/domain/domain-error';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designs } from '../../db/schema/index.ts';

export const designNotFound = () => new DomainError('not_found', 'not_found', 'This design does not exist.');

/** Locks the design row for the rest of the transaction: changes to one design happen one at a time. */
export async function lockDesign(tx: Database, id: string) {
  const [row] = await tx
    .select({
      id: designs.id,
      version: designs.version,
      status: designs.status,
      updatedAt: designs.updatedAt,
      updatedBy: designs.updatedBy,
      priceCents: designs.priceCents,
      complexityFactor: designs.complexityFactor,
      generatedPlanSet: designs.generatedPlanSet,
      image: designs.image,
      featuredRank: designs.featuredRank,
    })
    .from(designs)
    .where(eq(designs.id, id))
    .for('update');
  if (!row) throw designNotFound();
  return row;
}
