import { CHANGE_NOTE_MAX_LENGTH, type PlanFileInfo, type StaffDesign } from '@atelier/domain/design-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { renderSignedIn } from '../../test/render-signed-in';
import { staffMember, validationFailed } from '../../test/staff-api';
import { useDesign } from './api';
import { PlanFiles } from './plan-files';

const editor = staffMember('content_editor');
const designUrl = '/api/admin/designs/design-009';
const noticeUrl = `${designUrl}/files/plan-set/notice`;

const version2: PlanFileInfo = {
  kind: 'plan-set',
  filename: 'harbour-v2.pdf',
  byteSize: 2048,
  pageCount: 4,
  uploadedAt: '2026-03-02T10:00:00.000Z',
  uploadedBy: 'Content Editor',
  version: 2,
  changeNote: 'Kitchen window moved.',
  earlier: [
    {
      version: 1,
      filename: 'harbour.pdf',
      changeNote: null,
      uploadedAt: '2026-01-05T09:30:00.000Z',
    },
  ],
  buyersToTell: 3,
};

// Only what the plan files read matters here.
const designWith = (planSet: PlanFileInfo | null, version = 7) =>
  ({ id: 'design-009', version, planSet, cadFile: null, generatedPlanSet: false }) as StaffDesign;

/** The session probe answers an editor, GET the design, POST …/notice `notice` (by default 2 buyers e-mailed). */
function stubServer(design: StaffDesign, notice?: { status: number; body: unknown }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/auth/session') return Response.json({ session: { user: editor, csrfToken: 'csrf-1' } });
    if (url === designUrl) return Response.json({ design });
    if (url === noticeUrl && init?.method === 'POST') {
      const answer = notice ?? {
        status: 200,
        body: { notified: 2, design: designWith({ ...version2, buyersToTell: 0 }, design.version + 1) },
      };
      return Response.json(answer.body, { status: answer.status });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const noticeBodies = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls
    .filter(([url, init]) => url === noticeUrl && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

/** The design page's part: the files of the design as cached, which each change replaces. */
function Files({ announce, canUpdate }: { announce(message: string): void; canUpdate: boolean }) {
  const { data } = useDesign('design-009');
  return data ? <PlanFiles design={data} canUpdate={canUpdate} announce={announce} onOwnChange={() => {}} /> : null;
}

function renderFiles(canUpdate = true) {
  const announce = vi.fn();
  renderSignedIn(<Files announce={announce} canUpdate={canUpdate} />);
  return announce;
}

const planSet = () => screen.getByRole('region', { name: 'Plan set (PDF)' });
/** A detail row's value, by its label. */
const detail = (label: string) =>
  within(planSet()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const newVersionBox = () =>
  within(planSet()).getByRole('checkbox', { name: 'Upload as a new version (buyers keep the current one)' });

async function choosePdf(user: ReturnType<typeof userEvent.setup>, name: string) {
  const input = planSet().querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input.');
  await user.upload(input, new File(['%PDF-1.7'], name, { type: 'application/pdf' }));
}

const sentUpload = () =>
  vi.waitFor(() => {
    if (!FakeXhr.last) throw new Error('No upload was sent.');
    return FakeXhr.last;
  });

describe('PlanFiles: versions', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the version, what changed and the earlier versions', async () => {
    stubServer(designWith(version2));
    renderFiles(false);
    await screen.findByRole('region', { name: 'Plan set (PDF)' });
    expect(detail('Version')).toBe('2');
    expect(detail('What changed')).toBe('Kitchen window moved.');
    const earlier = within(planSet()).getByRole('list', { name: 'Earlier versions' });
    const [first] = within(earlier).getAllByRole('listitem');
    expect(first?.textContent).toMatch(/^Version 1 · harbour\.pdf · \d{1,2} Jan 2026, \d{2}:\d{2}$/);
    // Read-only: nothing to change or send.
    expect(within(planSet()).queryByRole('checkbox')).toBeNull();
    expect(within(planSet()).queryByRole('button')).toBeNull();
  });

  it('a first version has no note and no earlier versions', async () => {
    stubServer(designWith({ ...version2, version: 1, changeNote: null, earlier: [], buyersToTell: 0 }));
    renderFiles();
    await screen.findByRole('region', { name: 'Plan set (PDF)' });
    expect(detail('Version')).toBe('1');
    expect(within(planSet()).queryByText('What changed', { selector: 'dt' })).toBeNull();
    expect(within(planSet()).queryByRole('list', { name: 'Earlier versions' })).toBeNull();
    expect(within(planSet()).queryByRole('button', { name: /^E-mail buyers/ })).toBeNull();
  });

  it('sends nothing for a new version until its note says what changed', async () => {
    const user = userEvent.setup();
    stubServer(designWith(version2));
    renderFiles();
    await screen.findByRole('region', { name: 'Plan set (PDF)' });
    await user.click(newVersionBox());
    const note = within(planSet()).getByRole('textbox', { name: 'What changed' });
    expect(note.getAttribute('maxlength')).toBe(String(CHANGE_NOTE_MAX_LENGTH));
    expect(within(planSet()).getByRole('button', { name: 'Upload new version of plan set' })).toBeTruthy();

    await user.type(note, 'ok');
    await choosePdf(user, 'harbour-v3.pdf');
    await vi.waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(FakeXhr.last).toBeNull();
    expect(note.getAttribute('aria-describedby')).toContain(
      within(planSet()).getByText('Say what changed in this version.').id,
    );
    expect(document.activeElement).toBe(note);

    // Once it says what changed, the file chosen again goes.
    await user.type(note, ' – stair widened');
    expect(note.getAttribute('aria-invalid')).toBe('false');
    await choosePdf(user, 'harbour-v3.pdf');
    expect(((await sentUpload()).body as FormData).get('changeNote')).toBe('ok – stair widened');
  });

  it('sends the new-version fields before the file, then clears them and says which version is up', async () => {
    const user = userEvent.setup();
    stubServer(designWith(version2));
    const announce = renderFiles();
    await screen.findByRole('region', { name: 'Plan set (PDF)' });
    await user.click(newVersionBox());
    await user.type(within(planSet()).getByRole('textbox', { name: 'What changed' }), 'Stair widened to 36 in.');
    await choosePdf(user, 'harbour-v3.pdf');

    const xhr = await sentUpload();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/admin/designs/design-009/files/plan-set');
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['newVersion', 'changeNote', 'file']);
    expect(body.get('newVersion')).toBe('true');
    expect(body.get('changeNote')).toBe('Stair widened to 36 in.');
    expect((body.get('file') as File).name).toBe('harbour-v3.pdf');

    const version3: PlanFileInfo = {
      ...version2,
      filename: 'harbour-v3.pdf',
      version: 3,
      changeNote: 'Stair widened to 36 in.',
      earlier: [
        {
          version: 2,
          filename: 'harbour-v2.pdf',
          changeNote: 'Kitchen window moved.',
          uploadedAt: version2.uploadedAt,
        },
        ...version2.earlier,
      ],
      buyersToTell: 4,
    };
    xhr.respond(200, { design: designWith(version3, 8) });
    await vi.waitFor(() => expect(announce).toHaveBeenLastCalledWith('Version 3 of the plan set is uploaded.'));
    expect(detail('Version')).toBe('3');
    expect(detail('What changed')).toBe('Stair widened to 36 in.');
    expect(
      within(planSet())
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' · ')[0]),
    ).toEqual(['Version 2', 'Version 1']);
    expect(newVersionBox()).toHaveProperty('checked', false);
    expect(within(planSet()).queryByRole('textbox', { name: 'What changed' })).toBeNull();
    expect(within(planSet()).getByRole('button', { name: 'E-mail buyers about version 3' })).toBeTruthy();
  });

  it("shows the server's message about the note beside the note", async () => {
    const user = userEvent.setup();
    stubServer(designWith(version2));
    renderFiles();
    await screen.findByRole('region', { name: 'Plan set (PDF)' });
    await user.click(newVersionBox());
    const note = within(planSet()).getByRole('textbox', { name: 'What changed' });
    await user.type(note, '   ...   ');
    await choosePdf(user, 'harbour-v3.pdf');
    const refused = validationFailed({ changeNote: 'Say what changed in this version.' });
    (await sentUpload()).respond(refused.status, refused.body);

    await vi.waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(within(planSet()).getByText('Say what changed in this version.')).toBeTruthy();
    expect(document.activeElement).toBe(note);
    // Said once, by the note: not again under the file button.
    expect(within(planSet()).queryByRole('alert')).toBeNull();
  });

  it('replaces the current file in place when it is not a new version', async () => {
    const user = userEvent.setup();
    stubServer(designWith(version2));
    const announce = renderFiles();
    await screen.findByRole('region', { name: 'Plan set (PDF)' });
    // A note written, then the box unticked: a replacement has no note.
    await user.click(newVersionBox());
    await user.type(within(planSet()).getByRole('textbox', { name: 'What changed' }), 'Not this time');
    await user.click(newVersionBox());
    expect(within(planSet()).getByRole('button', { name: 'Replace plan set' })).toBeTruthy();
    await choosePdf(user, 'harbour-fixed.pdf');

    const xhr = await sentUpload();
    const body = xhr.body as FormData;
    expect([...body.keys()]).toEqual(['newVersion', 'changeNote', 'file']);
    expect(body.get('newVersion')).toBe('false');
    expect(body.get('changeNote')).toBe('');
    xhr.respond(200, { design: designWith({ ...version2, filename: 'harbour-fixed.pdf' }, 8) });
    await vi.waitFor(() => expect(announce).toHaveBeenLastCalledWith('The plan set harbour-fixed.pdf is uploaded.'));
  });

  it('offers no new version before the first file', async () => {
    const user = userEvent.setup();
    stubServer(designWith(null));
    renderFiles();
    await screen.findByRole('region', { name: 'Plan set (PDF)' });
    expect(within(planSet()).queryByRole('checkbox')).toBeNull();
    await choosePdf(user, 'harbour.pdf');
    const body = (await sentUpload()).body as FormData;
    expect(body.get('newVersion')).toBe('false');
  });

  it('e-mails the buyers who paid between two days, after checking the range', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(designWith(version2));
    const announce = renderFiles();
    await user.click(await screen.findByRole('button', { name: 'E-mail buyers about version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'E-mail buyers about version 2' });
    expect(dialog.textContent).toContain('3 orders bought an earlier version and have not been told about version 2');
    const who = within(dialog).getByRole('group', { name: 'Who gets the e-mail' });
    expect(within(who).getByRole('radio', { name: 'All past buyers (3)' })).toHaveProperty('checked', true);
    expect(within(dialog).queryByLabelText('From')).toBeNull();

    await user.click(within(who).getByRole('radio', { name: 'Buyers who paid between…' }));
    const from = within(dialog).getByLabelText<HTMLInputElement>('From');
    const to = within(dialog).getByLabelText<HTMLInputElement>('To');
    expect(from.type).toBe('date');
    await user.type(from, '2026-02-01');
    await user.type(to, '2026-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    expect(await within(dialog).findByText('The end comes before the start.')).toBeTruthy();
    expect(noticeBodies(fetch)).toEqual([]);

    await user.clear(from);
    await user.type(from, '2026-01-01');
    await user.clear(to);
    await user.type(to, '2026-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    await vi.waitFor(() => expect(announce).toHaveBeenLastCalledWith('E-mailed 2 buyers about version 2.'));
    expect(noticeBodies(fetch)).toEqual([{ audience: 'range', from: '2026-01-01', to: '2026-01-31' }]);
    const sent = fetch.mock.calls.find(([url]) => url === noticeUrl)?.[1];
    expect(new Headers(sent?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Everyone is told: no one left to e-mail.
    expect(within(planSet()).queryByRole('button', { name: /^E-mail buyers/ })).toBeNull();
  });

  it('e-mails every past buyer', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(designWith({ ...version2, buyersToTell: 1 }), {
      status: 200,
      body: { notified: 1, design: designWith({ ...version2, buyersToTell: 0 }, 8) },
    });
    const announce = renderFiles();
    await user.click(await screen.findByRole('button', { name: 'E-mail buyers about version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'E-mail buyers about version 2' });
    expect(dialog.textContent).toContain('1 order bought an earlier version and has not been told about version 2');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));
    await vi.waitFor(() => expect(announce).toHaveBeenLastCalledWith('E-mailed 1 buyer about version 2.'));
    expect(noticeBodies(fetch)).toEqual([{ audience: 'all' }]);
  });

  it('shows what the server refuses beside the field it names, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    stubServer(designWith(version2), validationFailed({ to: 'No order was paid in this range.' }));
    const announce = renderFiles();
    await user.click(await screen.findByRole('button', { name: 'E-mail buyers about version 2' }));
    const dialog = screen.getByRole('dialog', { name: 'E-mail buyers about version 2' });
    await user.click(within(dialog).getByRole('radio', { name: 'Buyers who paid between…' }));
    await user.type(within(dialog).getByLabelText('From'), '2025-12-01');
    await user.type(within(dialog).getByLabelText('To'), '2025-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mails' }));

    const to = within(dialog).getByLabelText('To');
    await vi.waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('No order was paid in this range.')).toBeTruthy();
    expect(document.activeElement).toBe(to);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(announce).not.toHaveBeenCalledWith(expect.stringMatching(/^E-mailed/));
  });
});
