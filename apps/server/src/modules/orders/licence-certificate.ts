import { DomainError } from '@atelier/domain/domain-error';
import { type LicenceId, licenceLabel } from '@atelier/domain/licences';
import { formatLongDate } from '@atelier/domain/number-format';
import { PAPER_POINTS, type PaperSize } from '@atelier/domain/paper-size';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderLines } from '../../db/schema/index.ts';
import { loadPdfLib } from '../../lazy-package.ts';
import { createPen, faint } from '../plans/drawing.ts';

// The licence certificate of a paid plan line (decision 044): who may build the design, under which
// licence and order, and where, once the buyer names the build site. Portrait, in points, on the
// studio's paper (decision 066).

export interface CertificateFacts {
  studioName: string;
  designId: string;
  designTitle: string;
  licence: LicenceId;
  licensee: string;
  company: string | null;
  orderNumber: string;
  paidAt: Date;
  buildSite: string | null;
  options: readonly string[];
  paperSize: PaperSize;
}

const MARGIN = 60;

export async function renderCertificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = loadPdfLib();
  const doc = await PDFDocument.create();
  const title = `Licence certificate ${facts.orderNumber}-${facts.designId}`;
  doc.setTitle(title);
  doc.setAuthor(facts.studioName);
  doc.setCreationDate(facts.paidAt);
  doc.setModificationDate(facts.paidAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const page = PAPER_POINTS[facts.paperSize];
  const pen = createPen(doc.addPage([...page]), fonts);
  let y = page[1] - MARGIN;
  pen.text(facts.studioName, MARGIN, y, { size: 14, bold: true });
  y -= 60;
  pen.text('LICENCE CERTIFICATE', MARGIN, y, { size: 22, bold: true });
  y -= 24;
  pen.text(`Certificate ${facts.orderNumber}-${facts.designId}`, MARGIN, y, { size: 10, colour: faint });
  y -= 50;
  const rows: [string, string][] = [
    ['Design', `${facts.designTitle} (${facts.designId})`],
    ['Licence', licenceLabel(facts.licence)],
    ...(facts.options.length > 0 ? ([['Plan options', facts.options.join(', ')]] as [string, string][]) : []),
    ['Licensed to', facts.company ? `${facts.licensee}, ${facts.company}` : facts.licensee],
    ['Order', facts.orderNumber],
    ['Paid on', formatLongDate(facts.paidAt.toISOString())],
    ['Build site', facts.buildSite ?? 'Not named yet'],
  ];
  for (const [label, value] of rows) {
    pen.text(label, MARGIN, y, { size: 10, colour: faint });
    pen.text(value, MARGIN + 120, y, { size: 11, bold: label === 'Design' });
    y -= 24;
  }
  y -= 20;
  const terms = [
    `This certificate confirms that the licensee named above bought the licence shown for this design from ${facts.studioName}.`,
    'The plans may be used as the licence allows; they may not be resold or redistributed.',
  ];
  for (const line of terms) {
    pen.text(line, MARGIN, y, { size: 9 });
    y -= 14;
  }
  return doc.save();
}

/**
 * Names the build site of a plan line, once: the certificate and every later download of the plan set
 * print it, so it is not changed afterwards (staff can, on request).
 */
export async function setBuildSite(db: Database, orderId: string, designId: string, site: string): Promise<void> {
  const [named] = await db
    .update(orderLines)
    .set({ buildSite: site })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.designId, designId), isNull(orderLines.buildSite)))
    .returning({ id: orderLines.id });
  if (named) return;
  const [line] = await db
    .select({ buildSite: orderLines.buildSite })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.designId, designId)));
  if (!line) throw new DomainError('not_found', 'not_found', 'This order has no such design.');
  throw new DomainError(
    'conflict',
    'build_site_named',
    'The build site of this licence is already named. Contact us to change it.',
  );
}

/** The build sites named for an order's lines, by design. */
export async function buildSitesOf(db: Database, orderIds: readonly string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderLines.orderId, designId: orderLines.designId, buildSite: orderLines.buildSite })
    .from(orderLines)
    .where(
      sql`${orderLines.orderId} = any(${sql.param([...orderIds])}::text[]) and ${orderLines.buildSite} is not null`,
    );
  return new Map(rows.map((row) => [`${row.orderId}:${row.designId}`, row.buildSite ?? '']));
}
