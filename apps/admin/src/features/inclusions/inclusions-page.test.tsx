import type { StudioInclusions } from '@atelier/domain/plan-inclusions';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { type StubbedAnswer, staffMember, stubStaffResource } from '../../test/staff-api';
import { InclusionsPage } from './inclusions-page';

const admin = staffMember('super_admin');
const reader = staffMember('bookkeeper', [{ resource: 'settings', action: 'read' }]);

const url = '/api/admin/settings/inclusions';
const stored: StudioInclusions = {
  licences: {
    'pdf-single': ['The printable PDF plan set', 'A licence to build the design once'],
    cad: ['Editable CAD drawings'],
    unlimited: [],
    study: ['The PDF plan set, every sheet watermarked “NOT FOR CONSTRUCTION”'],
  },
};

/** The session probe answers `user`; GET answers `stored`, PUT answers `saved` (by default `stored`). */
const stubServer = (user: object, saved?: StubbedAnswer) => stubStaffResource(user, url, stored, saved);

const puts = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([path, init]) => path === url && init?.method === 'PUT');

const renderPage = () => renderSignedIn(<InclusionsPage />);

const textarea = (label: string) => screen.getByLabelText<HTMLTextAreaElement>(label);

describe('InclusionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each licence kind’s lines in a textarea named by the licence, one per line', async () => {
    stubServer(admin);
    renderPage();
    const pdf = await screen.findByLabelText<HTMLTextAreaElement>('PDF plan set, single build');
    expect(pdf.value).toBe('The printable PDF plan set\nA licence to build the design once');
    expect(pdf.readOnly).toBe(false);
    expect(textarea('CAD files').value).toBe('Editable CAD drawings');
    expect(textarea('Unlimited builds').value).toBe('');
    expect(textarea('Study set — not for construction').value).toBe(
      'The PDF plan set, every sheet watermarked “NOT FOR CONSTRUCTION”',
    );
    const hints = screen.getAllByText('One item per line, at most 12.');
    expect(hints).toHaveLength(4);
    expect(pdf.getAttribute('aria-describedby')).toBe(hints[0]?.id);
    expect(screen.getByText(/These lines show beside each licence on every design page/)).toBeTruthy();
  });

  it('sends every licence kind’s lines, trimmed and without empty lines at the end, and announces the save', async () => {
    const user = userEvent.setup();
    const saved: StudioInclusions = {
      licences: { ...stored.licences, 'pdf-single': [...stored.licences['pdf-single'], 'Five printed sets'] },
    };
    const fetch = stubServer(admin, { status: 200, body: saved });
    renderPage();
    const pdf = await screen.findByLabelText<HTMLTextAreaElement>('PDF plan set, single build');
    await user.type(pdf, '{Enter}  Five printed sets  {Enter}{Enter}');
    await user.type(textarea('Unlimited builds'), 'Build as often as you like');
    await user.click(screen.getByRole('button', { name: "Save what's included" }));

    expect(
      await screen.findByText("What's included is saved. Every design page shows these lines from now on."),
    ).toBeTruthy();
    const [call] = puts(fetch);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      licences: {
        'pdf-single': ['The printable PDF plan set', 'A licence to build the design once', 'Five printed sets'],
        cad: ['Editable CAD drawings'],
        unlimited: ['Build as often as you like'],
        study: ['The PDF plan set, every sheet watermarked “NOT FOR CONSTRUCTION”'],
      },
    });
    expect(new Headers(call?.[1]?.headers).get('x-csrf-token')).toBe('csrf-1');
    // The form shows what the server kept.
    expect(pdf.value).toBe('The printable PDF plan set\nA licence to build the design once\nFive printed sets');
  });

  it('refuses an empty line in between by its number, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(admin);
    renderPage();
    const cad = await screen.findByLabelText<HTMLTextAreaElement>('CAD files');
    await user.type(cad, '{Enter}{Enter}DXF too');
    await user.click(screen.getByRole('button', { name: "Save what's included" }));

    expect(await screen.findByText('Line 2: Remove empty lines.')).toBeTruthy();
    expect(cad.getAttribute('aria-invalid')).toBe('true');
    expect(puts(fetch)).toEqual([]);
  });

  it('puts the server’s message about a line on its licence’s textarea', async () => {
    const user = userEvent.setup();
    stubServer(admin, {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          fields: { 'licences.cad.0': 'A line has at most 160 characters.' },
        },
      },
    });
    renderPage();
    await screen.findByLabelText('CAD files');
    await user.click(screen.getByRole('button', { name: "Save what's included" }));

    expect(await screen.findByText('Line 1: A line has at most 160 characters.')).toBeTruthy();
    const cad = textarea('CAD files');
    expect(cad.getAttribute('aria-invalid')).toBe('true');
    expect(cad.getAttribute('aria-describedby')).toContain(
      screen.getByText('Line 1: A line has at most 160 characters.').id,
    );
    expect(document.activeElement).toBe(cad);
    expect(textarea('PDF plan set, single build').getAttribute('aria-invalid')).toBe('false');
    // Said on the field, not again as the form's error.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is read-only for staff who may read the settings but not change them', async () => {
    const fetch = stubServer(reader);
    renderPage();
    const pdf = await screen.findByLabelText<HTMLTextAreaElement>('PDF plan set, single build');
    expect(pdf.readOnly).toBe(true);
    expect(textarea('CAD files').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: "Save what's included" })).toBeNull();
    expect(screen.getByText('You can read these lines but not change them.')).toBeTruthy();
    expect(puts(fetch)).toEqual([]);
  });
});
