import type { SupportInquiryDetail } from '@atelier/domain/support-inbox';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember, stubStaffResource } from '../../test/staff-api';
import { InquiryPage } from './inquiry-page';

const sales = staffMember('sales', [
  { resource: 'support', action: 'read' },
  { resource: 'quotes', action: 'update' },
]);
const supportOnly = staffMember('support', [{ resource: 'support', action: 'read' }]);

const modification: SupportInquiryDetail = {
  inquiry: {
    id: 'inq-1',
    status: 'new',
    name: 'Ann Buyer',
    email: 'ann@example.com',
    phone: null,
    subject: 'modification',
    subjectLabel: 'Modification request',
    design: { id: 'design-004', title: 'Modern Farmhouse' },
    message: 'Could the garage take a third car?',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
  },
  replies: [],
};
const general = { ...modification, inquiry: { ...modification.inquiry, subject: 'general', design: null } };
const url = '/api/admin/support/inquiries/inq-1';

describe('the inquiry page’s way to a quote', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers to write a quote for a modification request', async () => {
    stubStaffResource(sales, url, modification);
    renderSignedIn(<InquiryPage id="inq-1" />);
    const link = await screen.findByRole('link', { name: 'Write a quote' });
    expect(link.getAttribute('href')).toBe('/quotes/new?inquiry=inq-1');
  });

  it('offers none for another inquiry, or to staff who may not write quotes', async () => {
    stubStaffResource(sales, url, general);
    const { unmount } = renderSignedIn(<InquiryPage id="inq-1" />);
    await screen.findByText('Could the garage take a third car?');
    expect(screen.queryByRole('link', { name: 'Write a quote' })).toBeNull();
    unmount();

    stubStaffResource(supportOnly, url, modification);
    renderSignedIn(<InquiryPage id="inq-1" />);
    await screen.findByText('Could the garage take a third car?');
    expect(screen.queryByRole('link', { name: 'Write a quote' })).toBeNull();
  });
});
