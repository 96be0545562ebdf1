import type { BuyerOrder } from '@atelier/domain/orders';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { villaToCad } from '../../test/test-upgrade';
import { UPGRADE_EXPLANATION } from './licence-upgrades';
import { OrderConfirmation } from './order-confirmation';

const order: BuyerOrder = {
  number: 'AP-TEST-0001',
  status: 'awaiting_payment',
  createdAt: '2026-03-02T10:00:00.000Z',
  paidAt: null,
  customerName: 'Ada',
  email: 'ada@example.com',
  paymentProvider: 'manual',
  lines: [],
  totals: {
    subtotalCents: 450000,
    discountCents: 0,
    promoCode: null,
    creditCents: 0,
    creditNote: null,
    taxRateBasisPoints: 0,
    taxCents: 0,
    totalCents: 450000,
  },
  downloads: [],
  invoices: [],
  paymentInstructions: {
    details: [
      { label: 'Account holder', value: 'Atelier Plans Europe GmbH' },
      { label: 'IBAN', value: 'DE89 3704 0044 0532 0130 00' },
      { label: 'Payment reference', value: 'AP-TEST-0001' },
    ],
    paragraphs: ['Use your order number AP-TEST-0001 as the payment reference.', 'We confirm within one day.'],
  },
  paymentUrl: null,
  upgrades: [],
};

const textOf = (html: string) => html.replace(/<!-- -->/g, '');

describe('OrderConfirmation awaiting a bank transfer', () => {
  it('lists the account as label and value rows, then the paragraphs', () => {
    const html = textOf(renderToString(<OrderConfirmation order={order} />));
    const rows = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, term, value]) => [
      term,
      value,
    ]);
    expect(rows).toEqual([
      ['Account holder', 'Atelier Plans Europe GmbH'],
      ['IBAN', 'DE89 3704 0044 0532 0130 00'],
      ['Payment reference', 'AP-TEST-0001'],
    ]);
    const list = html.indexOf('<dl');
    expect(list).toBeGreaterThan(0);
    expect(html.indexOf('Use your order number AP-TEST-0001')).toBeGreaterThan(list);
    expect(html.indexOf('We confirm within one day.')).toBeGreaterThan(html.indexOf('Use your order number'));
  });
});

describe('OrderConfirmation lines', () => {
  const office: BuyerOrder['lines'][number] = {
    designId: 'design-012',
    title: 'Coastal Boutique Office',
    licence: 'pdf-single',
    unitPriceCents: 480000,
    quantity: 2,
    options: [
      { id: 'basement', label: 'Basement foundation', priceCents: 39500, leadDays: 10 },
      { id: 'reverse', label: 'Right-reading reverse', priceCents: 10000, leadDays: 2 },
    ],
    lineTotalCents: 1009500,
  };
  const villa: BuyerOrder['lines'][number] = {
    designId: 'design-001',
    title: 'Modern Coastal Villa',
    licence: 'cad',
    unitPriceCents: 1125000,
    quantity: 1,
    options: [],
    lineTotalCents: 1125000,
  };
  /** Each line's rows as the buyer reads them: each row's heading (and what it adds) and amount. */
  const lineRows = (html: string) =>
    [...html.matchAll(/<tbody[^>]*>(.*?)<\/tbody>/g)].map(([, body = '']) =>
      [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row = '']) =>
        [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell = '']) => cell.replace(/<[^>]+>/g, ' ').trim()),
      ),
    );

  it("reads as arithmetic that adds up: the licence for its builds, each option with its lead time, the line's total", () => {
    const html = textOf(renderToString(<OrderConfirmation order={{ ...order, lines: [office, villa] }} />));
    expect(html).toMatch(
      /<thead[^>]*><tr><th scope="col"[^>]*>Item<\/th><th scope="col"[^>]*>Amount<\/th><\/tr><\/thead>/,
    );
    expect(lineRows(html)).toEqual([
      [
        ['Coastal Boutique Office'],
        ['PDF plan set, 2 builds × $4,800.00', '$9,600.00'],
        ['Basement foundation Drawn within 10 days of payment', '$395.00'],
        ['Right-reading reverse Drawn within 2 days of payment', '$100.00'],
        ['Line total', '$10,095.00'],
      ],
      // A line of one row: that row is its total.
      [['Modern Coastal Villa'], ['CAD files', '$11,250.00']],
    ]);
    // Each row's label is its heading, so a screen reader names the amount by it.
    expect(html).toContain(
      '<th scope="row" class="py-1 pl-4 text-left align-top font-normal text-muted-fg">Basement foundation',
    );
  });

  it('says by which day an option’s drawing is due once the order is paid', () => {
    const paid: BuyerOrder = { ...order, status: 'paid', paidAt: '2026-11-30T22:00:00.000Z', lines: [office] };
    expect(lineRows(textOf(renderToString(<OrderConfirmation order={paid} />)))[0]?.[3]).toEqual([
      'Right-reading reverse Due by December 2, 2026',
      '$100.00',
    ]);
  });
});

describe('OrderConfirmation totals', () => {
  /** The footer's rows as the buyer reads them: each row's heading and amount. */
  const totalRows = (html: string) =>
    [
      ...(/<tfoot[^>]*>(.*?)<\/tfoot>/.exec(html)?.[1] ?? '').matchAll(/<th[^>]*>([^<]*)<\/th><td[^>]*>([^<]*)<\/td>/g),
    ].map(([, heading, amount]) => [heading, amount]);

  it('shows the discount a promotion code gave between the subtotal and the tax, as an amount taken off', () => {
    const discounted: BuyerOrder = {
      ...order,
      totals: {
        subtotalCents: 450000,
        discountCents: 45000,
        promoCode: 'SPRING10',
        creditCents: 0,
        creditNote: null,
        taxRateBasisPoints: 2000,
        taxCents: 81000,
        totalCents: 486000,
      },
    };
    const html = textOf(renderToString(<OrderConfirmation order={discounted} />));
    expect(totalRows(html)).toEqual([
      ['Subtotal', '$4,500.00'],
      ['Discount (SPRING10)', '-$450.00'],
      ['Tax (20%)', '$810.00'],
      ['Total', '$4,860.00'],
    ]);
    // What a bank transfer must pay is the discounted total.
    expect(html).toContain('Amount to pay: <strong>$4,860.00</strong>');
  });

  it("shows a study set's credit after the discount, as an amount taken off, the total reduced by it", () => {
    const credited: BuyerOrder = {
      ...order,
      totals: {
        subtotalCents: 450000,
        discountCents: 45000,
        promoCode: 'SPRING10',
        creditCents: 30000,
        creditNote: 'Study set credit (order AP-7K2M-9QXD)',
        taxRateBasisPoints: 2000,
        taxCents: 75000,
        totalCents: 450000,
      },
    };
    const html = textOf(renderToString(<OrderConfirmation order={credited} />));
    expect(totalRows(html)).toEqual([
      ['Subtotal', '$4,500.00'],
      ['Discount (SPRING10)', '-$450.00'],
      ['Study set credit (order AP-7K2M-9QXD)', '-$300.00'],
      ['Tax (20%)', '$750.00'],
      ['Total', '$4,500.00'],
    ]);
    expect(html).toContain('Amount to pay: <strong>$4,500.00</strong>');
  });

  it('has no discount row for an order placed without a code', () => {
    const html = textOf(renderToString(<OrderConfirmation order={order} />));
    expect(totalRows(html)).toEqual([
      ['Subtotal', '$4,500.00'],
      ['Tax (0%)', '$0.00'],
      ['Total', '$4,500.00'],
    ]);
    expect(html).not.toContain('Discount');
    expect(html).not.toContain('Study set credit');
  });
});

describe('OrderConfirmation invoices', () => {
  it('says nothing of invoices before the order is invoiced', () => {
    expect(renderToString(<OrderConfirmation order={order} />)).not.toContain('Invoices');
  });

  it('links the invoice and each credit note as a PDF, in a list under its heading', () => {
    const invoiced: BuyerOrder = {
      ...order,
      status: 'paid',
      paymentInstructions: null,
      invoices: [
        {
          number: 'INV-2026-000001',
          kind: 'invoice',
          issuedAt: '2026-03-02T11:00:00.000Z',
          url: '/invoice/INV-2026-000001?token=abc',
        },
        {
          number: 'CN-2026-000003',
          kind: 'credit_note',
          issuedAt: '2026-03-09T08:00:00.000Z',
          url: '/invoice/CN-2026-000003?token=abc',
        },
      ],
    };
    const html = textOf(renderToString(<OrderConfirmation order={invoiced} />));
    const section = /<section aria-labelledby="invoices-heading".*?<\/section>/.exec(html)?.[0] ?? '';
    expect(section).toContain('<h2 id="invoices-heading" class="text-lg font-semibold">Invoices</h2>');
    const links = [...section.matchAll(/<a href="([^"]*)"[^>]*>.*?<\/svg>([^<]*)<\/a>/g)].map(([, href, name]) => [
      href,
      name,
    ]);
    expect(links).toEqual([
      ['/invoice/INV-2026-000001?token=abc', 'Invoice INV-2026-000001 (PDF)'],
      ['/invoice/CN-2026-000003?token=abc', 'Credit note CN-2026-000003 (PDF)'],
    ]);
    expect(section).toContain('issued March 9, 2026');
  });
});

describe('OrderConfirmation licence upgrades', () => {
  const paid: BuyerOrder = {
    ...order,
    status: 'paid',
    paidAt: '2026-03-02T11:00:00.000Z',
    paymentInstructions: null,
    upgrades: [
      villaToCad,
      {
        designId: 'design-001',
        title: 'Modern Coastal Villa',
        from: 'pdf-single',
        to: 'unlimited',
        label: 'Unlimited builds',
        priceCents: 1350000,
      },
      {
        designId: 'design-002',
        title: 'Urban Loft Residence',
        from: 'cad',
        to: 'unlimited',
        label: 'Unlimited builds',
        priceCents: 420000,
      },
    ],
  };
  /** The page as the server draws it, opened with the order link's token (or by the signed-in account). */
  function render(shown: BuyerOrder, token: string | null = 'abc') {
    const element = <OrderConfirmation order={shown} upgrades={{ token }} />;
    const router = createMemoryRouter([{ path: '/order/:number', element }], {
      initialEntries: [`/order/AP-TEST-0001${token ? `?token=${token}` : ''}`],
    });
    return textOf(renderToString(<RouterProvider router={router} />));
  }
  const sectionOf = (html: string) => /<section aria-labelledby="upgrades-heading".*?<\/section>/.exec(html)?.[0] ?? '';
  const visibleText = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  /** Each offer's link: where it goes, its accessible name (aria-label) and what it shows. */
  const linksOf = (section: string) =>
    [...section.matchAll(/<a([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', text = '']) => ({
      href: (/href="([^"]*)"/.exec(attributes)?.[1] ?? '').replaceAll('&amp;', '&'),
      name: /aria-label="([^"]*)"/.exec(attributes)?.[1],
      text: visibleText(text),
    }));

  it('lists each offer with the difference to pay, and a link to its review before anything is ordered', () => {
    const section = sectionOf(render(paid));
    expect(section).toContain('<h2 id="upgrades-heading" class="text-lg font-semibold">Upgrade your licence</h2>');
    expect(section).toContain(UPGRADE_EXPLANATION);
    expect([...section.matchAll(/<li[^>]*><p>(.*?)<\/p>/g)].map(([, line = '']) => visibleText(line))).toEqual([
      'Modern Coastal Villa : CAD files — pay $6,750.00',
      'Modern Coastal Villa : Unlimited builds — pay $13,500.00',
      'Urban Loft Residence : Unlimited builds — pay $4,200.00',
    ]);
    // The design's title is for assistive technology, after the visible words (label in name).
    expect(linksOf(section)).toEqual([
      {
        href: '/order/AP-TEST-0001/upgrade?design=design-001&licence=cad&token=abc',
        name: 'Upgrade to CAD files: Modern Coastal Villa',
        text: 'Upgrade to CAD files',
      },
      {
        href: '/order/AP-TEST-0001/upgrade?design=design-001&licence=unlimited&token=abc',
        name: 'Upgrade to Unlimited builds: Modern Coastal Villa',
        text: 'Upgrade to Unlimited builds',
      },
      {
        href: '/order/AP-TEST-0001/upgrade?design=design-002&licence=unlimited&token=abc',
        name: 'Upgrade to Unlimited builds: Urban Loft Residence',
        text: 'Upgrade to Unlimited builds',
      },
    ]);
    // Nothing is ordered from the order page itself.
    expect(section).not.toContain('<form');
    expect(section).not.toContain('role="alert"');
  });

  it('links without a token when the page was opened by the signed-in account', () => {
    const [first] = linksOf(sectionOf(render(paid, null)));
    expect(first?.href).toBe('/order/AP-TEST-0001/upgrade?design=design-001&licence=cad');
  });

  it('has no upgrade section without offers', () => {
    const html = render({ ...paid, upgrades: [] });
    expect(html).not.toContain('Upgrade your licence');
    expect(html).not.toContain('/upgrade?');
  });
});
