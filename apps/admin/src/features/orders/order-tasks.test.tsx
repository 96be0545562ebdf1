import type { StaffOrderTask } from '@atelier/domain/order-tasks';
import type { StaffGrant, StaffOrderDetail, StaffOrderEvent } from '@atelier/domain/staff-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { overdueBasementTask } from '../../test/order-tasks';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember, stubStaffResource } from '../../test/staff-api';
import { OrderPage } from './order-page';

const sales = staffMember('sales', [
  { resource: 'orders', action: 'read' },
  { resource: 'orders', action: 'update' },
]);
const reader = staffMember('support', [{ resource: 'orders', action: 'read' }]);

const basement: StaffOrderTask = overdueBasementTask;
const reverse: StaffOrderTask = {
  ...basement,
  id: 'task-2',
  optionId: 'reverse',
  label: 'Right-reading reverse',
  dueAt: '2099-03-05T09:00:00.000Z',
  state: 'open',
};

const planSet: StaffGrant = {
  designId: 'design-004',
  title: 'Modern Farmhouse',
  file: 'plan-set',
  label: 'Plan set (PDF)',
  uses: 0,
  maxUses: 5,
  usesLeft: 5,
  expiresAt: '2026-04-01T09:00:00.000Z',
  lastUsedAt: null,
  open: true,
};

const paidEvent: StaffOrderEvent = {
  id: 'event-1',
  kind: 'paid',
  at: '2026-02-20T09:00:00.000Z',
  staffName: 'Studio Staff',
  ip: null,
  detail: '',
  amountCents: null,
  email: null,
};

const order = (changes: Partial<StaffOrderDetail> = {}): StaffOrderDetail => ({
  id: 'order-1',
  number: 'AP-2001',
  status: 'paid',
  delivery: 'ready',
  currency: 'USD',
  createdAt: '2026-02-19T09:00:00.000Z',
  paidAt: '2026-02-20T09:00:00.000Z',
  cancelledAt: null,
  refundedAt: null,
  lines: [],
  totals: {
    subtotalCents: 0,
    discountCents: 0,
    promoCode: null,
    creditCents: 0,
    creditNote: null,
    taxRateBasisPoints: 0,
    taxCents: 0,
    totalCents: 0,
  },
  refundedCents: 0,
  refundableCents: 0,
  buyer: { id: 'c1', name: 'Ann Buyer', email: 'ann@example.com', phone: null, company: null, country: 'US' },
  billing: {},
  projectLocation: null,
  notes: null,
  payment: { provider: 'manual', reference: null, bankReference: null },
  timeline: [paidEvent],
  grants: [planSet],
  tasks: [basement, reverse],
  invoices: [],
  quote: null,
  actions: {
    markPaid: false,
    cancel: false,
    refund: false,
    resendConfirmation: false,
    resendDownloads: false,
    manageGrants: false,
  },
  ...changes,
});

const orderUrl = '/api/admin/orders/AP-2001';
const section = () => screen.findByRole('region', { name: 'Plan options to draw' });
const taskItem = async (label: string) =>
  within(await section())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: label }));

function item(found: HTMLElement | undefined): HTMLElement {
  if (!found) throw new Error('No such task.');
  return found;
}

describe('the plan options to draw on the order page', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each option with its design, state and due date; overdue says so in words', async () => {
    stubStaffResource(reader, orderUrl, { order: order() });
    renderSignedIn(<OrderPage number="AP-2001" />);
    const overdue = item(await taskItem('Basement foundation'));
    expect(within(overdue).getByText('Modern Farmhouse')).toBeTruthy();
    expect(within(overdue).getByText('Overdue')).toBeTruthy();
    expect(within(overdue).getByText('Due').nextElementSibling?.querySelector('time')?.getAttribute('dateTime')).toBe(
      basement.dueAt,
    );
    expect(within(item(await taskItem('Right-reading reverse'))).getByText('To draw')).toBeTruthy();
    // Reading orders is not updating them: no upload.
    expect(screen.queryByRole('button', { name: /drawing/ })).toBeNull();
  });

  it('shows who delivered a drawing, when, and its file', async () => {
    const delivered = {
      ...basement,
      state: 'delivered' as const,
      deliveredAt: '2026-02-25T14:05:00.000Z',
      deliveredBy: 'Sam Sales',
      fileName: 'basement.pdf',
    };
    stubStaffResource(sales, orderUrl, { order: order({ tasks: [delivered] }) });
    renderSignedIn(<OrderPage number="AP-2001" />);
    const row = item(await taskItem('Basement foundation'));
    expect(within(row).getByText('Delivered', { selector: 'span' })).toBeTruthy();
    expect(within(row).getByText(/by Sam Sales/)).toBeTruthy();
    expect(within(row).getByText('basement.pdf')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Replace drawing of Basement foundation (Modern Farmhouse)' }),
    ).toBeTruthy();
  });

  it('offers no upload while the order is not paid', async () => {
    stubStaffResource(sales, orderUrl, { order: order({ status: 'refunded' }) });
    renderSignedIn(<OrderPage number="AP-2001" />);
    expect(within(await section()).getByText('The order is not paid: no drawing can be delivered.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /drawing/ })).toBeNull();
  });

  it('says nothing of plan options when the order bought none', async () => {
    stubStaffResource(sales, orderUrl, { order: order({ tasks: [] }) });
    renderSignedIn(<OrderPage number="AP-2001" />);
    await screen.findByRole('heading', { name: 'Order AP-2001' });
    expect(screen.queryByRole('region', { name: 'Plan options to draw' })).toBeNull();
  });

  it('uploads a drawing and shows the order the server answers: delivered, downloadable, on the timeline', async () => {
    const user = userEvent.setup();
    stubStaffResource(sales, orderUrl, { order: order() });
    renderSignedIn(<OrderPage number="AP-2001" />);
    const row = item(await taskItem('Basement foundation'));
    const input = row.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input.');
    await user.upload(input, new File(['%PDF-1.7'], 'basement.pdf', { type: 'application/pdf' }));

    const sent = await vi.waitFor(() => {
      if (!FakeXhr.last) throw new Error('No upload was sent.');
      return FakeXhr.last;
    });
    expect(sent.method).toBe('PUT');
    expect(sent.url).toBe('/api/admin/orders/AP-2001/tasks/task-1/file');
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
    expect(sent.headers['x-csrf-token']).toBe('csrf-1');
    sent.progress(50, 100);
    expect(
      await within(row).findByRole('progressbar', { name: 'Uploading the drawing of Basement foundation' }),
    ).toBeTruthy();

    const delivered = {
      ...basement,
      state: 'delivered' as const,
      deliveredAt: '2026-03-02T10:00:00.000Z',
      deliveredBy: 'Studio Staff',
      fileName: 'basement.pdf',
    };
    const answer = order({
      tasks: [delivered, reverse],
      grants: [planSet, { ...planSet, file: 'option:basement', label: 'Basement foundation' }],
      timeline: [
        paidEvent,
        {
          ...paidEvent,
          id: 'event-2',
          kind: 'option_delivered',
          at: '2026-03-02T10:00:00.000Z',
          detail: 'Basement foundation: basement.pdf',
        },
      ],
    });
    sent.respond(200, { order: answer });

    expect(await within(row).findByText('basement.pdf')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /^Replace drawing/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'The drawing of Basement foundation is delivered: the buyer is e-mailed a download link.',
    );
    const downloads = screen.getByRole('table', { name: 'Downloads of order AP-2001' });
    expect(within(downloads).getByRole('rowheader', { name: 'Basement foundation' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Order timeline, newest first' }).textContent).toContain(
      'Option delivered',
    );
  });

  it("shows the server's refusal beside the option it was for", async () => {
    const user = userEvent.setup();
    stubStaffResource(sales, orderUrl, { order: order() });
    renderSignedIn(<OrderPage number="AP-2001" />);
    const row = item(await taskItem('Right-reading reverse'));
    const input = row.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input.');
    await user.upload(input, new File(['PK'], 'reverse.zip', { type: 'application/zip' }));
    const sent = await vi.waitFor(() => {
      if (!FakeXhr.last) throw new Error('No upload was sent.');
      return FakeXhr.last;
    });
    sent.respond(415, {
      error: { code: 'unsupported_file_type', message: 'The drawing must be a PDF, a DWG, a DXF or a ZIP.' },
    });
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'The drawing must be a PDF, a DWG, a DXF or a ZIP.',
    );
    expect(within(item(await taskItem('Basement foundation'))).queryByRole('alert')).toBeNull();
  });
});
