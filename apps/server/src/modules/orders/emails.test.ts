import { beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, postCheckout } from '../../test/orders.ts';
import { outboxMail } from '../../test/outbox.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { useTestApp } from '../../test/test-app.ts';

const app = useTestApp();
let sales: StaffSession;
beforeAll(async () => {
  sales = await createStaffSession(app, 'sales');
});

describe('order mail and what the buyer typed', () => {
  it('shows a buyer name that looks like links as plain, unlinkable text', async () => {
    const email = 'linky-name@example.com';
    const fullName = 'https://evil.example/pay evil.example/x www.evil.example';
    const response = await postCheckout(app, checkoutBody({ email, fullName }));
    expect(response.statusCode).toBe(201);
    const { orderNumber, confirmationUrl } = response.json();
    const paid = await app.server.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNumber}/mark-paid`,
      headers: sales.headers,
    });
    expect(paid.statusCode).toBe(200);

    const mails = await outboxMail(app, email);
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['order_confirmation', 'payment_received']);
    for (const { message } of mails) {
      const defused = 'https[:]//evil[.]example/pay evil[.]example/x www[.]evil[.]example';
      expect(message?.text).toContain(`Hello ${defused},`);
      expect(message?.text).not.toMatch(/evil\.example/);
      expect(message?.html).toContain(`Hello ${defused},`);
      expect(message?.html).not.toMatch(/evil\.example/);
      expect(message?.html).not.toMatch(/<a [^>]*evil/);
      // The shop's own links stay links.
      expect(message?.html).toContain(`<a href="${app.env.publicOrigin}${confirmationUrl}">`);
    }
  });
});

describe('order mail and the lines bought', () => {
  it('lists each line’s price as it adds up: the licence for its builds, each option, the line total', async () => {
    const email = `breakdown-${Date.now()}@example.com`;
    const lines = [
      { designId: 'design-001', quantity: 2, options: ['basement', 'reverse'] },
      { designId: 'design-002', quantity: 1 },
    ];
    const response = await postCheckout(app, checkoutBody({ email, lines }));
    expect(response.statusCode, response.body).toBe(201);

    const [mail] = await outboxMail(app, email);
    const summary = [
      '  Modern Coastal Villa',
      '    PDF plan set, 2 builds × $4,500.00: $9,000.00',
      '    + Basement foundation: $395.00 (drawn within 10 days of payment)',
      '    + Right-reading reverse: $100.00 (drawn within 2 days of payment)',
      '    Line total: $9,495.00',
      '  Urban Loft Residence',
      '    PDF plan set, single build: $2,800.00',
      '  Subtotal: $12,295.00',
    ];
    expect(mail?.message?.text).toContain(summary.join('\n'));
    // The HTML part: each row a paragraph of its own, its label and amount together.
    expect(mail?.message?.html).toContain(summary.map((line) => `<p>${line}</p>`).join('\n'));
  });
});
