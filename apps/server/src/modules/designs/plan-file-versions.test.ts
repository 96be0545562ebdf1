// @postgres: concurrent requests.
import type { DownloadLink } from '@atelier/domain/orders';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, storedFiles } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { buyerOrderView, pdfText, placeTestOrder, planPdf } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { PLAN_VERSION_RELEASED } from '../orders/emails.ts';

// Plan file versions (decision 046): a new version keeps the earlier one for its buyers, gives each of
// them a fresh link to the new one, and staff e-mail them once.

const app = useTestApp();
let editor: StaffSession;
let sales: StaffSession;
beforeAll(async () => {
  [editor, sales] = await Promise.all([createStaffSession(app, 'content_editor'), createStaffSession(app, 'sales')]);
});

const DESIGN = 'design-010';
const planUrl = `/api/admin/designs/${DESIGN}/files/plan-set`;

const uploadPlanSet = async (label: string, fields: Record<string, string> = {}) => {
  const body = multipartBody(fields, {
    filename: `${label}.pdf`,
    contentType: 'application/pdf',
    bytes: await planPdf(label),
  });
  return app.server.inject({
    method: 'PUT',
    url: planUrl,
    headers: { ...editor.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const notice = (payload: object, session = editor) =>
  app.server.inject({ method: 'POST', url: `${planUrl}/notice`, headers: session.headers, payload });

/** A paid order of the design for a buyer; answers its link. */
async function paidOrder(email: string): Promise<string> {
  const { orderNumber, confirmationUrl } = await placeTestOrder(app, {
    email,
    lines: [{ designId: DESIGN, quantity: 1 }],
  });
  const paid = await app.server.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNumber}/mark-paid`,
    headers: sales.headers,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return confirmationUrl;
}

const planSetLinks = async (confirmationUrl: string): Promise<DownloadLink[]> =>
  ((await buyerOrderView(app, confirmationUrl)).downloads as DownloadLink[]).filter((link) => link.file === 'plan-set');

const downloadText = async (link: DownloadLink) => {
  const answer = await app.server.inject({ url: link.url, headers: { host: PUBLIC_HOST } });
  expect(answer.statusCode, answer.body).toBe(200);
  return pdfText(answer.rawPayload);
};

const storedFileCount = async () => (await app.database.db.select({ id: storedFiles.id }).from(storedFiles)).length;

describe('plan file versions', () => {
  let early: string;
  let before: string;

  it('pins the first upload to the orders of the generated set, and a replacement keeps the version', async () => {
    early = await paidOrder('early@example.com');
    const [generated] = await planSetLinks(early);
    expect(generated).toMatchObject({ version: null, changeNote: null });

    const first = await uploadPlanSet('FIRST DRAFT');
    expect(first.statusCode, first.body).toBe(200);
    const corrected = await uploadPlanSet('VERSION ONE');
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().design.planSet).toMatchObject({
      filename: 'VERSION ONE.pdf',
      version: 1,
      changeNote: null,
      earlier: [],
      buyersToTell: 0,
    });
    const [pinned] = await planSetLinks(early);
    expect(pinned).toMatchObject({ version: 1, label: 'Plan set (PDF)' });
    expect(await downloadText(pinned as DownloadLink)).toContain('VERSION ONE sheet A-101');
    before = await paidOrder('before@example.com');
  });

  it('refuses a new version without a note, or with nothing to follow, storing nothing', async () => {
    const files = await storedFileCount();
    const noNote = await uploadPlanSet('VERSION TWO', { newVersion: 'true', changeNote: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.fields).toEqual({ changeNote: 'Say what changed in this version.' });
    const body = multipartBody(
      { newVersion: 'true', changeNote: 'New drawings.' },
      { filename: 'model.zip', contentType: 'application/zip', bytes: Buffer.from([0x50, 0x4b, 0x03, 0x04]) },
    );
    const noCad = await app.server.inject({
      method: 'PUT',
      url: `/api/admin/designs/design-011/files/cad`,
      headers: { ...editor.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(noCad.statusCode, noCad.body).toBe(422);
    expect(noCad.json().error.code).toBe('no_current_file');
    expect(await storedFileCount()).toBe(files);
  });

  it('a new version keeps the earlier one for its buyers and gives them a fresh link to the new one', async () => {
    const released = await uploadPlanSet('VERSION TWO', { newVersion: 'true', changeNote: 'Stair widened to 36 in.' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().design.planSet).toMatchObject({
      filename: 'VERSION TWO.pdf',
      version: 2,
      changeNote: 'Stair widened to 36 in.',
      earlier: [{ version: 1, filename: 'VERSION ONE.pdf', changeNote: null }],
      buyersToTell: 2,
    });

    for (const order of [early, before]) {
      const [newest, bought] = await planSetLinks(order);
      expect(newest).toMatchObject({ version: 2, changeNote: 'Stair widened to 36 in.', usesLeft: 5 });
      expect(bought).toMatchObject({ version: 1, changeNote: null });
      expect(await downloadText(newest as DownloadLink)).toContain('VERSION TWO sheet A-101');
      expect(await downloadText(bought as DownloadLink)).toContain('VERSION ONE sheet A-101');
    }

    // A buyer after the release gets the new version only, told by the payment mail.
    const after = await paidOrder('after@example.com');
    expect((await planSetLinks(after)).map((link) => link.version)).toEqual([2]);
    const design = (await app.server.inject({ url: `/api/admin/designs/${DESIGN}`, headers: editor.headers })).json()
      .design;
    expect(design.planSet.buyersToTell).toBe(2);
  });

  it('e-mails the buyers of earlier versions once, all or by the day they paid', async () => {
    const refused = await notice({ audience: 'all' }, sales);
    expect(refused.statusCode).toBe(403);
    const backwards = await notice({ audience: 'range', from: '2026-02-01', to: '2026-01-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'The end comes before the start.' });

    const nobody = await notice({ audience: 'range', from: '2001-01-01', to: '2001-12-31' });
    expect(nobody.statusCode, nobody.body).toBe(200);
    expect(nobody.json().notified).toBe(0);

    const sent = await notice({ audience: 'all' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ notified: 2, design: { planSet: { buyersToTell: 0 } } });
    for (const buyer of ['early@example.com', 'before@example.com']) {
      const mails = (await outboxMail(app, buyer)).filter((mail) => mail.kind === PLAN_VERSION_RELEASED);
      expect(mails).toHaveLength(1);
      const message = mails[0]?.message;
      expect(message?.subject).toMatch(/version 2 of your Plan set \(PDF\)$/);
      expect(message?.text).toContain('Stair widened to 36 in.');
      expect(message?.text).toMatch(/http:\/\/\S+\/download\/\S+/);
    }
    expect((await outboxMail(app, 'after@example.com')).map((mail) => mail.kind)).not.toContain(PLAN_VERSION_RELEASED);

    const again = await notice({ audience: 'all' });
    expect(again.json().notified).toBe(0);
    const [audit] = await app.database.db
      .select({ detail: staffAuditLog.detail })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'design.version_notice'), eq(staffAuditLog.targetId, DESIGN)))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit?.detail).toMatchObject({ kind: 'plan-set', version: 2, audience: 'all', notified: 0 });
  });
});
