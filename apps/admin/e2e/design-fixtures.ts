import type { DesignInput, StaffDesign } from '@atelier/domain/design-admin';
import { expect, type Locator, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// Designs made by the browser specs through the staff API, as the signed-in page itself (Node cannot
// resolve admin.localhost; the browser can). Other specs share the server and its database: give each
// design a unique title.

/** A real picture; the server wants at least 640 pixels of width. */
export const png = (background: string, width = 1200) =>
  sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background } })
    .png()
    .toBuffer();

/** A real plan set, one page per text drawn on it. */
export async function planPdf(pages: readonly string[] = ['Ground floor', 'Upper floor']): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (const text of pages) pdf.addPage([792, 612]).drawText(text, { x: 72, y: 540 });
  return Buffer.from(await pdf.save());
}

/**
 * A staff API POST with the page's session and CSRF token. A file travels as base64 and goes last in the
 * multipart body, after its `alt` text.
 */
export async function staffCall(
  page: Page,
  path: string,
  { json, alt, file }: { json?: unknown; alt?: string; file?: { name: string; type: string; base64: string } },
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ path, json, alt, file }) => {
      const { session } = await (await fetch('/api/admin/auth/session')).json();
      const headers: Record<string, string> = { 'x-csrf-token': session.csrfToken };
      let body: BodyInit;
      if (file) {
        const form = new FormData();
        if (alt !== undefined) form.append('alt', alt);
        const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
        form.append('file', new File([bytes], file.name, { type: file.type }));
        body = form;
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(json);
      }
      const answer = await fetch(`/api/admin${path}`, { method: 'POST', headers, body });
      return { status: answer.status, body: await answer.json() };
    },
    { path, json, alt, file },
  );
}

/** A draft family house with every required fact, changed as the test needs. */
export const draft = (title: string, changes: Partial<DesignInput> = {}): DesignInput => ({
  title,
  description: 'A compact family house with an open kitchen and a covered porch.',
  priceCents: 245_000,
  categoryId: 'residential',
  locationId: 'suburban',
  buildingTypeId: 'single-family',
  environmentalConditions: ['temperate'],
  featured: false,
  area: 1850,
  stories: 2,
  bedrooms: 3,
  bathrooms: 2.5,
  widthFt: null,
  depthFt: null,
  garageBays: null,
  complexityFactor: 1,
  foundation: null,
  roofType: null,
  style: null,
  status: 'draft',
  ...changes,
});

export async function createDesign(page: Page, input: DesignInput): Promise<StaffDesign> {
  const answer = await staffCall(page, '/designs', { json: input });
  expect(answer.status).toBe(201);
  return (answer.body as { design: StaffDesign }).design;
}

export async function addPicture(page: Page, id: string, alt: string, background: string) {
  const file = { name: 'picture.png', type: 'image/png', base64: (await png(background)).toString('base64') };
  const answer = await staffCall(page, `/designs/${id}/images`, { alt, file });
  expect(answer.status).toBe(201);
}

/** Chooses a file through its button (a name or a locator), as someone using the keyboard would. */
export async function chooseFile(
  page: Page,
  button: string | Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await (typeof button === 'string' ? page.getByRole('button', { name: button, exact: true }) : button).click();
  await (await chooser).setFiles(file);
}
