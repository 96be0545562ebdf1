import {
  type DesignLicences,
  EXTRA_LICENCE_IDS,
  type ExtraLicenceId,
  isExtraLicenceId,
  LICENCES,
} from '@atelier/domain';
import { DomainError } from '@atelier/domain/domain-error';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { designFiles, designLicences } from '../../db/schema/index.ts';

/*
 * The extra licences of a design (decision 032): one design_licences row per licence offered, none when
 * it is not. The base licence is the design's own price and is not stored here.
 */

const NOT_OFFERED: DesignLicences = { cad: null, unlimited: null, study: null };

/** The licences that hand the buyer the CAD files: only offered while the design can deliver them. */
const includesCad = (licence: ExtraLicenceId) => LICENCES[licence].files.includes('cad');

/** Each extra licence's price, null when the design does not offer it. */
export async function readLicences(db: Database, designId: string): Promise<DesignLicences> {
  const rows = await db
    .select({ licence: designLicences.licence, priceCents: designLicences.priceCents })
    .from(designLicences)
    .where(eq(designLicences.designId, designId));
  const licences = { ...NOT_OFFERED };
  for (const row of rows) if (isExtraLicenceId(row.licence)) licences[row.licence] = row.priceCents;
  return licences;
}

/** Uploaded CAD files, or the generated drawing every seeded design delivers until staff upload theirs. */
export async function canDeliverCad(db: Database, designId: string, generatedPlanSet: boolean): Promise<boolean> {
  if (generatedPlanSet) return true;
  const [cad] = await db
    .select({ kind: designFiles.kind })
    .from(designFiles)
    .where(and(eq(designFiles.designId, designId), eq(designFiles.kind, 'cad')));
  return cad !== undefined;
}

const CAD_NEEDED = 'This licence includes the CAD files: upload them under Plan files before offering it.';

/**
 * Stores the licences a design offers, in the caller's transaction (the design row locked). A licence
 * that includes the CAD files is refused (400, on its field) while the design has none to deliver.
 * Answers what changed, as 'before → after' per licence for the audit log, or null when nothing did.
 */
export async function saveLicences(
  tx: Database,
  design: { id: string; generatedPlanSet: boolean },
  licences: DesignLicences,
): Promise<Partial<Record<ExtraLicenceId, string>> | null> {
  const needCad = EXTRA_LICENCE_IDS.filter((licence) => licences[licence] !== null && includesCad(licence));
  if (needCad.length > 0 && !(await canDeliverCad(tx, design.id, design.generatedPlanSet))) {
    const fields = Object.fromEntries(needCad.map((licence) => [`licences.${licence}`, CAD_NEEDED]));
    throw new DomainError(
      'invalid',
      'validation_failed',
      'Upload the CAD files before offering a licence that includes them.',
      { fields },
    );
  }
  const before = await readLicences(tx, design.id);
  const changes: Partial<Record<ExtraLicenceId, string>> = {};
  for (const licence of EXTRA_LICENCE_IDS) {
    const [was, now] = [before[licence], licences[licence]];
    if (was === now) continue;
    changes[licence] = `${was ?? 'not offered'} → ${now ?? 'not offered'}`;
    if (now === null) {
      await tx
        .delete(designLicences)
        .where(and(eq(designLicences.designId, design.id), eq(designLicences.licence, licence)));
    } else {
      await tx
        .insert(designLicences)
        .values({ designId: design.id, licence, priceCents: now })
        .onConflictDoUpdate({
          target: [designLicences.designId, designLicences.licence],
          set: { priceCents: now },
        });
    }
  }
  return Object.keys(changes).length > 0 ? changes : null;
}

/**
 * Refuses (409) to take the CAD files away from a design that still offers a licence including them,
 * unless it is a seeded design, whose generated drawing takes their place. Call it with the design locked.
 */
export async function checkCadRemovable(tx: Database, design: { id: string; generatedPlanSet: boolean }) {
  if (design.generatedPlanSet) return;
  const licences = await readLicences(tx, design.id);
  const offered = EXTRA_LICENCE_IDS.filter((licence) => licences[licence] !== null && includesCad(licence));
  if (offered.length === 0) return;
  const names = offered.map((licence) => `“${LICENCES[licence].label}”`).join(' and ');
  const those = offered.length === 1 ? 'that licence' : 'those licences';
  throw new DomainError(
    'conflict',
    'cad_licence_offered',
    `Buyers can still choose ${names}, which ${offered.length === 1 ? 'includes' : 'include'} these CAD files. Withdraw ${those} under Licences and save the design first, then remove the files.`,
  );
}
