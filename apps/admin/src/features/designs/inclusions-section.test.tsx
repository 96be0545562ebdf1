import type { StaffDesign } from '@atelier/domain/design-admin';
import type { StaffDesignInclusions } from '@atelier/domain/plan-inclusions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../test/render-signed-in';
import { putBodies, type StubbedAnswer, staffMember, stubStaffResource } from '../../test/staff-api';
import { InclusionsSection } from './inclusions-section';

// A content editor holds no settings permission; a super admin holds every one.
const editor = staffMember('content_editor');
const admin = staffMember('super_admin');

// Only its id and plan set matter to the section.
const design = { id: 'design-007', generatedPlanSet: true, planSet: null } as StaffDesign;
const url = '/api/admin/designs/design-007/inclusions';

const studio = {
  'pdf-single': ['The printable PDF plan set', 'A licence to build the design once'],
  cad: ['Editable CAD drawings'],
  unlimited: [],
  study: ['The PDF plan set, watermarked “NOT FOR CONSTRUCTION”'],
};
const generated: StaffDesignInclusions = {
  additions: { cad: ['A DXF of the site plan'], study: ['A cost estimate worksheet'] },
  planSetContents: [],
  studio,
  planSet: 'generated',
  generatedSheets: ['A-000 Cover sheet', 'A-101 Ground floor plan'],
};
const uploaded: StaffDesignInclusions = {
  additions: {},
  planSetContents: ['A1 Site plan', 'A2 Ground floor plan'],
  studio,
  planSet: 'uploaded',
  generatedSheets: [],
};

/** The session probe answers `user`; GET answers `read`, PUT answers `saved` (by default `read`). */
const stubServer = (user: object, read: StaffDesignInclusions, saved?: StubbedAnswer) =>
  stubStaffResource(user, url, read, saved);

const sentBodies = (fetch: ReturnType<typeof stubServer>) => putBodies(fetch, url);

function renderSection(canUpdate = true) {
  const announce = vi.fn();
  renderSignedIn(<InclusionsSection design={design} canUpdate={canUpdate} announce={announce} />);
  return announce;
}

const licence = (name: string) => screen.getByRole('group', { name });
const additions = (name: string) => within(licence(name)).getByLabelText<HTMLTextAreaElement>('Added for this design');
const studioLines = (name: string) =>
  within(within(licence(name)).getByRole('list', { name: "The studio's lines, on every design:" }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('InclusionsSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the studio's lines and the design's additions per licence, and a generated set's sheets", async () => {
    stubServer(editor, generated);
    renderSection();
    const section = await screen.findByRole('region', { name: "What's included" });
    await within(section).findByRole('group', { name: 'PDF plan set, single build' });

    expect(studioLines('PDF plan set, single build')).toEqual(studio['pdf-single']);
    expect(studioLines('CAD files')).toEqual(studio.cad);
    expect(within(licence('Unlimited builds')).getByText('None.')).toBeTruthy();
    expect(studioLines('Study set — not for construction')).toEqual(studio.study);
    expect(additions('PDF plan set, single build').value).toBe('');
    expect(additions('CAD files').value).toBe('A DXF of the site plan');
    expect(additions('Study set — not for construction').value).toBe('A cost estimate worksheet');

    const sheets = within(section).getByRole('list', { name: 'Sheets of the generated plan set' });
    expect(
      within(sheets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(generated.generatedSheets);
    expect(within(section).getByText(/^Generated from the design's facts/)).toBeTruthy();
    expect(within(section).queryByLabelText('Sheets of the uploaded plan set')).toBeNull();
    // A content editor may not open the settings: no link there.
    expect(within(section).queryByRole('link', { name: "Edit the studio's lines" })).toBeNull();
  });

  it('links to the studio’s lines for staff who may read the settings', async () => {
    stubServer(admin, generated);
    renderSection();
    const link = await screen.findByRole('link', { name: "Edit the studio's lines" });
    expect(link.getAttribute('href')).toBe('/settings/inclusions');
  });

  it('sends only the licences with additions and the listed sheets unchanged, and announces the save', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(editor, generated);
    const announce = renderSection();
    await screen.findByRole('group', { name: 'PDF plan set, single build' });

    await user.type(additions('PDF plan set, single build'), 'A storm shutter detail sheet{Enter}');
    await user.clear(additions('CAD files'));
    await user.click(screen.getByRole('button', { name: "Save what's included" }));

    await vi.waitFor(() =>
      expect(announce).toHaveBeenLastCalledWith(
        "What's included is saved. The storefront's design page shows it from now on.",
      ),
    );
    expect(sentBodies(fetch)).toEqual([
      {
        additions: { 'pdf-single': ['A storm shutter detail sheet'], study: ['A cost estimate worksheet'] },
        planSetContents: [],
      },
    ]);
  });

  it("edits an uploaded set's sheets, one per line", async () => {
    const user = userEvent.setup();
    const fetch = stubServer(editor, uploaded);
    renderSection();
    const sheets = await screen.findByLabelText<HTMLTextAreaElement>('Sheets of the uploaded plan set');
    expect(sheets.value).toBe('A1 Site plan\nA2 Ground floor plan');
    expect(screen.queryByText(/No plan set is uploaded yet/)).toBeNull();
    await user.type(sheets, '{Enter}A3 Elevations');
    await user.click(screen.getByRole('button', { name: "Save what's included" }));

    await vi.waitFor(() => expect(sentBodies(fetch)).toHaveLength(1));
    expect(sentBodies(fetch)).toEqual([
      { additions: {}, planSetContents: ['A1 Site plan', 'A2 Ground floor plan', 'A3 Elevations'] },
    ]);
  });

  it('says the sheets show once a plan set is uploaded, when there is none', async () => {
    stubServer(editor, { ...uploaded, planSet: 'none', planSetContents: [] });
    renderSection();
    expect(await screen.findByLabelText('Sheets of the uploaded plan set')).toBeTruthy();
    expect(screen.getByText('No plan set is uploaded yet: the storefront shows this list once one is.')).toBeTruthy();
  });

  it('puts the server’s messages about a line on its textarea, by its number', async () => {
    const user = userEvent.setup();
    stubServer(editor, uploaded, {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid.',
          fields: {
            'additions.cad.1': 'A line has at most 160 characters.',
            planSetContents: 'List at most 60 sheets.',
          },
        },
      },
    });
    const announce = renderSection();
    await screen.findByLabelText('Sheets of the uploaded plan set');
    await user.type(additions('CAD files'), 'DXF{Enter}DWG');
    await user.click(screen.getByRole('button', { name: "Save what's included" }));

    expect(await screen.findByText('Line 2: A line has at most 160 characters.')).toBeTruthy();
    expect(additions('CAD files').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(additions('CAD files'));
    expect(screen.getByText('List at most 60 sheets.')).toBeTruthy();
    expect(screen.getByLabelText('Sheets of the uploaded plan set').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(announce).not.toHaveBeenCalledWith(expect.stringContaining('saved'));
  });

  it('refuses an empty line in between before sending anything', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(editor, generated);
    renderSection();
    await screen.findByRole('group', { name: 'CAD files' });
    await user.type(additions('CAD files'), '{Enter}{Enter}DWG too');
    await user.click(screen.getByRole('button', { name: "Save what's included" }));

    expect(await within(licence('CAD files')).findByText('Line 2: Remove empty lines.')).toBeTruthy();
    expect(sentBodies(fetch)).toEqual([]);
  });

  it('is read-only without designs:update', async () => {
    const fetch = stubServer(editor, uploaded);
    renderSection(false);
    const sheets = await screen.findByLabelText<HTMLTextAreaElement>('Sheets of the uploaded plan set');
    expect(sheets.readOnly).toBe(true);
    expect(additions('PDF plan set, single build').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: "Save what's included" })).toBeNull();
    expect(screen.getByText("You can look at what's included but not change it.")).toBeTruthy();
    expect(sentBodies(fetch)).toEqual([]);
  });
});
