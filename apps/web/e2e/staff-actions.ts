import type { StaffDesign, StaffDesignResponse } from '@atelier/domain/design-admin';
import type { PriceSaleInput, StaffPriceSale } from '@atelier/domain/price-sales';
import type { PromotionInputFields, StaffPromotion } from '@atelier/domain/promotions';
import { expect, type Page, test } from '@playwright/test';

/** The demo staff accounts: sales run orders and promotions, the content editor the designs. */
const STAFF_ACCOUNTS = {
  sales: { email: 'sales@example.com', password: 'sales123' },
  editor: { email: 'editor@example.com', password: 'editor123' },
} as const;

/**
 * Opens a page of the admin host beside `page` and signs a demo staff account in there from the
 * browser (Node cannot resolve admin.localhost; the browser can): the page and its CSRF token.
 */
async function staffPage(
  page: Page,
  account: keyof typeof STAFF_ACCOUNTS = 'sales',
): Promise<{ admin: Page; csrfToken: string }> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const adminOrigin = baseURL.replace('://localhost', '://admin.localhost');
  const admin = await page.context().newPage();
  await admin.goto(`${adminOrigin}/login`);
  const csrfToken = await admin.evaluate(async (credentials) => {
    const signIn = await fetch('/api/admin/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...credentials, rememberMe: false }),
    });
    const { csrfToken } = await signIn.json();
    return csrfToken as string;
  }, STAFF_ACCOUNTS[account]);
  return { admin, csrfToken };
}

/**
 * Signs the demo sales account in on the admin host from the browser and marks the order paid, as
 * staff do for a bank transfer: the order then delivers its files.
 */
export async function markPaidAsStaff(page: Page, orderNumber: string) {
  const { admin, csrfToken } = await staffPage(page);
  const status = await admin.evaluate(
    async ({ number, token }) => {
      const paid = await fetch(`/api/admin/orders/${number}/mark-paid`, {
        method: 'POST',
        headers: { 'x-csrf-token': token },
      });
      return paid.status;
    },
    { number: orderNumber, token: csrfToken },
  );
  expect(status).toBe(200);
  await admin.close();
}

/**
 * Creates a promotion code as the demo sales account (decision 049). Other specs share the server and
 * its database: give each code a unique name.
 */
export async function createPromotion(page: Page, promotion: PromotionInputFields): Promise<StaffPromotion> {
  const { admin, csrfToken } = await staffPage(page);
  const answer = await admin.evaluate(
    async ({ input, token }) => {
      const created = await fetch('/api/admin/promotions', {
        method: 'POST',
        headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: created.status, body: await created.json() };
    },
    { input: promotion, token: csrfToken },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await admin.close();
  return (answer.body as { promotion: StaffPromotion }).promotion;
}

/**
 * Puts a sale on as the demo sales account (decision 050). The change drops the storefront's page caches,
 * so a reload shows it. Other specs share the server and its database: end it again with `endPriceSale`.
 */
export async function createPriceSale(page: Page, sale: PriceSaleInput): Promise<StaffPriceSale> {
  const { admin, csrfToken } = await staffPage(page);
  const answer = await admin.evaluate(
    async ({ input, token }) => {
      const created = await fetch('/api/admin/price-sales', {
        method: 'POST',
        headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return { status: created.status, body: await created.json() };
    },
    { input: sale, token: csrfToken },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  await admin.close();
  return (answer.body as { sale: StaffPriceSale }).sale;
}

/** Ends a sale now, as the demo sales account: prices are regular again. */
export async function endPriceSale(page: Page, id: string): Promise<StaffPriceSale> {
  const { admin, csrfToken } = await staffPage(page);
  const answer = await admin.evaluate(
    async ({ saleId, token }) => {
      const ended = await fetch(`/api/admin/price-sales/${encodeURIComponent(saleId)}/end`, {
        method: 'POST',
        headers: { 'x-csrf-token': token },
      });
      return { status: ended.status, body: await ended.json() };
    },
    { saleId: id, token: csrfToken },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await admin.close();
  return (answer.body as { sale: StaffPriceSale }).sale;
}

/**
 * Sets the price of a design's study set (decision 051) as the demo content editor, or withdraws it
 * (null): the design as staff read it is put back with that price and the version it was read at, its
 * other licences as they were. The change drops the storefront's page caches, so a reload shows it.
 */
async function setStudySetPrice(page: Page, designId: string, priceCents: number | null): Promise<StaffDesign> {
  const { admin, csrfToken } = await staffPage(page, 'editor');
  const answer = await admin.evaluate(
    async ({ id, cents, token }) => {
      const url = `/api/admin/designs/${encodeURIComponent(id)}`;
      const read = await fetch(url);
      if (!read.ok) return { status: read.status, body: await read.json() };
      const { design } = await read.json();
      // The server reads the update's fields (the version among them) and ignores the rest of the design.
      const saved = await fetch(url, {
        method: 'PUT',
        headers: { 'x-csrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify({ ...design, licences: { ...design.licences, study: cents } }),
      });
      return { status: saved.status, body: await saved.json() };
    },
    { id: designId, cents: priceCents, token: csrfToken },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await admin.close();
  return (answer.body as StaffDesignResponse).design;
}

/**
 * Offers a design's study set at `priceCents`. Other specs share the server and its database: pick a
 * design whose licences no other spec checks, and withdraw it again with `withdrawStudySet`.
 */
export const offerStudySet = (page: Page, designId: string, priceCents: number) =>
  setStudySetPrice(page, designId, priceCents);

/** Withdraws a design's study set: the design offers none again. */
export const withdrawStudySet = (page: Page, designId: string) => setStudySetPrice(page, designId, null);
