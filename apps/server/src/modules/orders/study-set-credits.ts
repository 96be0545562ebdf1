import { isBuildLicence, STUDY_LICENCE, STUDY_SET_CREDIT_DAYS } from '@atelier/domain/licences';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Study-set credits (decision 051): a study set's price is credited when its buyer buys a build
 * licence of the same design within 180 days of paying for it, once.
 */

/** A paid study-set line of the buyer that is not credited yet. */
export interface CreditableStudySet {
  lineId: string;
  designId: string;
  orderNumber: string;
  cents: number;
  /** The address it was bought with. */
  email: string;
}

/** How a buyer shows a study set is theirs: signed in with the order's address, or naming its order. */
export interface StudySetProof {
  /** The checkout's e-mail (lower case). */
  email: string;
  /** The signed-in account's address, if any. */
  accountEmail?: string | null | undefined;
  /** The study set's order number, as typed at checkout. */
  studySetOrder?: string | undefined;
}

/** The credit an order takes: its note and amount, and the study-set lines it uses up. */
export interface StudySetCredit {
  note: string;
  cents: number;
  /** What each design's line of the order is credited. */
  designs: Record<string, number>;
  lines: { lineId: string; cents: number }[];
}

export const NO_SUCH_STUDY_SET =
  'No study set of a design in your cart was bought under this order number with this e-mail address in the last 180 days, or it was credited already.';

/**
 * The creditable study sets of these designs bought with `email`, or under the order number `number`
 * (with the address it was bought with, for `studySetCredit` to match), as json: for the checkout's one
 * read. A study set paid exactly 180 days ago still counts.
 */
export function creditableStudySetsSql(email: SQL, number: SQL, designIds: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
        'lineId', l.id, 'designId', l.design_id, 'orderNumber', o.number, 'cents', l.line_total_cents,
        'email', c.email)), '[]')
      from orders o
      join customers c on c.id = o.customer_id
      join order_lines l on l.order_id = o.id
      where o.id in (select mine.id from orders mine join customers buyer on buyer.id = mine.customer_id
                     where buyer.email = ${email}
                     union all
                     select named.id from orders named where named.number = ${number})
        and o.status = 'paid' and l.licence = ${STUDY_LICENCE}
        and o.paid_at >= now() - make_interval(days => ${STUDY_SET_CREDIT_DAYS})
        and l.design_id = any(${designIds})
        and not exists (select 1 from study_set_credits k where k.study_line_id = l.id))`;
}

/**
 * The credit for an order's lines: each design bought under a build licence takes its largest study
 * set, when the buyer is signed in with the checkout's address or names that study set's order.
 * Naming an order that gives nothing is refused (its message), so a typo does not pass unnoticed.
 */
export function studySetCredit(
  lines: readonly { designId: string; licence: string }[],
  studySets: readonly CreditableStudySet[],
  proof: StudySetProof,
): { ok: true; credit: StudySetCredit | null } | { ok: false; message: string } {
  const built = new Set(lines.filter((line) => isBuildLicence(line.licence)).map((line) => line.designId));
  const signedIn = Boolean(proof.accountEmail) && proof.accountEmail?.toLowerCase() === proof.email;
  // A number typed before the e-mail shows its credit; the order (which needs the e-mail) checks both.
  const named = (set: CreditableStudySet) =>
    set.orderNumber === proof.studySetOrder && (proof.email === '' || set.email === proof.email);
  const shown = studySets.filter(
    (set) => built.has(set.designId) && (proof.studySetOrder ? named(set) : signedIn && set.email === proof.email),
  );
  if (proof.studySetOrder && shown.length === 0) return { ok: false, message: NO_SUCH_STUDY_SET };
  const byDesign = new Map<string, CreditableStudySet>();
  for (const set of shown) {
    const held = byDesign.get(set.designId);
    if (!held || set.cents > held.cents) byDesign.set(set.designId, set);
  }
  const chosen = [...byDesign.values()];
  if (chosen.length === 0) return { ok: true, credit: null };
  const numbers = [...new Set(chosen.map((set) => set.orderNumber))];
  return {
    ok: true,
    credit: {
      note:
        numbers.length === 1
          ? `Study set credit (order ${numbers[0]})`
          : `Study set credits (orders ${numbers.join(', ')})`,
      cents: chosen.reduce((sum, set) => sum + set.cents, 0),
      designs: Object.fromEntries(chosen.map((set) => [set.designId, set.cents])),
      lines: chosen.map((set) => ({ lineId: set.lineId, cents: set.cents })),
    },
  };
}

/** Gives back the study sets a cancelled order was credited with. */
export async function releaseStudySetCredits(tx: Database, orderId: string): Promise<void> {
  await tx.execute(sql`delete from study_set_credits where order_id = ${orderId}`);
}
