import type { StaffDesign } from '@atelier/domain/design-admin';
import type { StaffFloorList } from '@atelier/domain/floor-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../lib/auth';
import { FakeXhr } from '../../test/fake-xhr';
import { FloorPlans } from './floor-plans';

const editor = {
  id: 'u1',
  email: 'editor@example.com',
  name: 'Content Editor',
  role: 'content_editor',
  permissions: [],
  lastLogin: null,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
// Only its id and version matter to the floors.
const design = { id: 'design-006', version: 3 } as StaffDesign;
const floorsUrl = '/api/admin/designs/design-006/floors';

const generated: StaffFloorList = {
  generated: true,
  floors: [
    {
      id: null,
      label: 'Ground floor',
      rooms: [
        { name: 'Living', widthFt: 16, depthFt: 14 },
        { name: 'Kitchen', widthFt: 12, depthFt: 10 },
      ],
      picture: null,
    },
    { id: null, label: 'First floor', rooms: [{ name: 'Bedroom', widthFt: 12, depthFt: 12 }], picture: null },
  ],
};
const kept: StaffFloorList = {
  generated: false,
  floors: [
    {
      id: 'floor-1',
      label: 'Ground floor',
      rooms: [{ name: 'Living', widthFt: 16, depthFt: 14 }],
      picture: { url: '/media/floor-plans/file-1', alt: 'The ground floor plan', width: 1200, height: 800 },
    },
    { id: 'floor-2', label: 'Loft', rooms: [], picture: null },
  ],
};

/** The session probe answers a signed-in editor; GET answers `list`, PUT answers `saved` with `status`. */
function stubServer(list: StaffFloorList, saved: { status: number; body: unknown } = { status: 200, body: kept }) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/admin/auth/session') return Response.json({ session: { user: editor, csrfToken: 'csrf-1' } });
    if (url === floorsUrl && init?.method === 'PUT') return Response.json(saved.body, { status: saved.status });
    if (url === `${floorsUrl}/floor-1/picture` && init?.method === 'DELETE')
      return Response.json({ ...list, floors: list.floors.map((floor) => ({ ...floor, picture: null })) });
    if (url === floorsUrl) return Response.json(list);
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const puts = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.filter(([url, init]) => url === floorsUrl && init?.method === 'PUT');

function renderFloors(canUpdate = true) {
  const announce = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <FloorPlans design={design} canUpdate={canUpdate} announce={announce} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return announce;
}

const floorHeadings = () =>
  within(screen.getByRole('list', { name: 'Floors, lowest first' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const floor = (name: string) => screen.getByRole('group', { name });

describe('FloorPlans', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says generated floors are not kept yet, and shows their rooms and total area', async () => {
    stubServer(generated);
    renderFloors();
    const section = await screen.findByRole('region', { name: 'Floor plans' });
    expect(
      await within(section).findByText(
        "These floors are generated from the design's facts. Saving keeps them as this design's own.",
      ),
    ).toBeTruthy();
    expect(floorHeadings()).toEqual(['Ground floor', 'First floor']);
    const ground = floor('Ground floor');
    expect(within(ground).getByRole('table', { name: 'Rooms on Ground floor' })).toBeTruthy();
    expect(within(ground).getByLabelText<HTMLInputElement>('Room 2 name on Ground floor').value).toBe('Kitchen');
    expect(within(ground).getByLabelText<HTMLInputElement>('Room 2 width in feet on Ground floor').value).toBe('12');
    expect(within(ground).getByText(/Total area of Ground floor:/).parentElement?.textContent).toContain('344 sq ft');
    // Not kept yet: no drawing until saved.
    expect(within(ground).getByText('Save the floors to add a drawing.')).toBeTruthy();
  });

  it('adds, moves and removes floors and rooms, and keeps the total area live', async () => {
    const user = userEvent.setup();
    stubServer(generated);
    const announce = renderFloors();
    await screen.findByRole('list', { name: 'Floors, lowest first' });

    await user.click(screen.getByRole('button', { name: 'Add floor' }));
    const label = screen.getByLabelText('Name of floor 3');
    expect(document.activeElement).toBe(label);
    await user.type(label, 'Loft');
    expect(floorHeadings()).toEqual(['Ground floor', 'First floor', 'Loft']);

    await user.click(screen.getByRole('button', { name: 'Move up Loft' }));
    expect(floorHeadings()).toEqual(['Ground floor', 'Loft', 'First floor']);
    expect(announce).toHaveBeenLastCalledWith('“Loft” moved to position 2 of 3. Save the floors to keep the change.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up Loft' }));

    // A room added to the loft: focus goes to its name; its area counts as it is typed.
    const loft = floor('Loft');
    expect(within(loft).getByText(/Total area of Loft:/).parentElement?.textContent).toContain('0 sq ft');
    await user.click(within(loft).getByRole('button', { name: 'Add room to Loft' }));
    expect(document.activeElement).toBe(within(loft).getByLabelText('Room 1 name on Loft'));
    await user.type(within(loft).getByLabelText('Room 1 name on Loft'), 'Studio');
    await user.type(within(loft).getByLabelText('Room 1 width in feet on Loft'), '20');
    await user.type(within(loft).getByLabelText('Room 1 depth in feet on Loft'), '12.5');
    expect(within(loft).getByText(/Total area of Loft:/).parentElement?.textContent).toContain('250 sq ft');

    // Ground floor: 16 × 14 + 12 × 10; the kitchen widened to 15 ft.
    const ground = floor('Ground floor');
    const kitchenWidth = within(ground).getByLabelText('Room 2 width in feet on Ground floor');
    await user.clear(kitchenWidth);
    await user.type(kitchenWidth, '15');
    expect(within(ground).getByText(/Total area of Ground floor:/).parentElement?.textContent).toContain('374 sq ft');

    await user.click(within(ground).getByRole('button', { name: 'Remove room Kitchen' }));
    expect(within(ground).queryByLabelText('Room 2 name on Ground floor')).toBeNull();
    expect(within(ground).getByText(/Total area of Ground floor:/).parentElement?.textContent).toContain('224 sq ft');
    expect(document.activeElement).toBe(within(ground).getByRole('button', { name: 'Remove room Living' }));

    await user.click(screen.getByRole('button', { name: 'Remove Loft' }));
    expect(floorHeadings()).toEqual(['Ground floor', 'First floor']);
    expect(announce).toHaveBeenLastCalledWith('Loft is removed. Save the floors to keep the change.');
    // Focus goes to the floor now in its place.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove First floor' }));
  });

  it('refuses a room 0 ft wide on the field, without sending anything', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(generated);
    renderFloors();
    await screen.findByRole('list', { name: 'Floors, lowest first' });
    const ground = floor('Ground floor');
    const width = within(ground).getByLabelText('Room 1 width in feet on Ground floor');
    await user.clear(width);
    await user.type(width, '0');
    await user.click(screen.getByRole('button', { name: 'Save floors' }));

    expect(await within(ground).findByText("A room's width is at least 1 ft.")).toBeTruthy();
    expect(width.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(width);
    expect(puts(fetch)).toEqual([]);
  });

  it('saves the whole list in its order, and puts the server’s field messages on the fields', async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 400,
      body: {
        error: {
          code: 'validation_failed',
          message: 'Check the floors.',
          fields: { 'floors.1.rooms.0.name': 'This name is not allowed.' },
        },
      },
    };
    const fetch = stubServer(generated, refusal);
    const announce = renderFloors();
    await screen.findByRole('list', { name: 'Floors, lowest first' });
    await user.click(screen.getByRole('button', { name: 'Move down Ground floor' }));
    await user.click(screen.getByRole('button', { name: 'Save floors' }));

    const name = within(floor('Ground floor')).getByLabelText('Room 1 name on Ground floor');
    await vi.waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(floor('Ground floor')).getByText('This name is not allowed.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    const [[, init] = []] = puts(fetch);
    expect(JSON.parse(String(init?.body))).toEqual({
      floors: [
        { id: null, label: 'First floor', pictureAlt: '', rooms: [{ name: 'Bedroom', widthFt: 12, depthFt: 12 }] },
        {
          id: null,
          label: 'Ground floor',
          pictureAlt: '',
          rooms: [
            { name: 'Living', widthFt: 16, depthFt: 14 },
            { name: 'Kitchen', widthFt: 12, depthFt: 10 },
          ],
        },
      ],
    });
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('csrf-1');
    expect(announce).not.toHaveBeenCalledWith('The floors are saved.');
  });

  it('shows the saved list once the server took it, with a drawing per kept floor', async () => {
    const user = userEvent.setup();
    stubServer(generated);
    const announce = renderFloors();
    await screen.findByRole('list', { name: 'Floors, lowest first' });
    await user.click(screen.getByRole('button', { name: 'Save floors' }));

    await vi.waitFor(() => expect(announce).toHaveBeenLastCalledWith('The floors are saved.'));
    expect(floorHeadings()).toEqual(['Ground floor', 'Loft']);
    const ground = floor('Ground floor');
    const drawing = within(ground).getByRole('img', { name: 'The ground floor plan' });
    expect(drawing.getAttribute('src')).toBe('/media/floor-plans/file-1-320.webp');
    expect(within(ground).getByLabelText<HTMLInputElement>('Description of the drawing').value).toBe(
      'The ground floor plan',
    );
    expect(within(ground).getByRole('button', { name: 'Remove drawing of Ground floor' })).toBeTruthy();
    expect(within(ground).getByRole('button', { name: 'Choose a drawing of Ground floor' })).toBeTruthy();
    expect(within(floor('Loft')).getByText('No drawing yet: the storefront draws Loft from its rooms.')).toBeTruthy();
    expect(screen.queryByText(/These floors are generated/)).toBeNull();
  });

  it('uploads a drawing for a kept floor with its description, without saving the floors', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(kept);
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const announce = renderFloors();
    await screen.findByRole('list', { name: 'Floors, lowest first' });
    const loft = floor('Loft');
    const uploader = within(loft).getByRole('group', { name: 'Add a drawing of Loft' });

    // Enter in the description sends the drawing (none chosen yet), not the floors.
    await user.type(
      within(uploader).getByLabelText('Description of the new drawing'),
      'The loft under the roof{Enter}',
    );
    expect(within(uploader).getByRole('alert').textContent).toBe('Choose a drawing to upload.');
    expect(puts(fetch)).toEqual([]);

    const input = uploader.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input.');
    await user.upload(input, new File(['png'], 'loft.png', { type: 'image/png' }));
    const sent = await vi.waitFor(() => {
      if (!FakeXhr.last) throw new Error('No upload was sent.');
      return FakeXhr.last;
    });
    expect(sent.method).toBe('PUT');
    expect(sent.url).toBe('/api/admin/designs/design-006/floors/floor-2/picture');
    expect((sent.body as FormData).get('alt')).toBe('The loft under the roof');
    expect(sent.headers['x-csrf-token']).toBe('csrf-1');

    const picture = { url: '/media/floor-plans/file-2', alt: 'The loft under the roof', width: 1000, height: 800 };
    const [ground, floor2] = kept.floors;
    sent.respond(200, { generated: false, floors: [ground, { ...floor2, picture }] });
    await vi.waitFor(() => expect(announce).toHaveBeenLastCalledWith('The drawing of Loft is uploaded.'));
    const thumbnail = within(floor('Loft')).getByRole('img', { name: 'The loft under the roof' });
    expect(thumbnail.getAttribute('src')).toBe('/media/floor-plans/file-2-320.webp');
    expect(within(floor('Loft')).getByLabelText<HTMLInputElement>('Description of the drawing').value).toBe(
      'The loft under the roof',
    );
  });

  it('removes a drawing once confirmed, without saving the floors', async () => {
    const user = userEvent.setup();
    const fetch = stubServer(kept);
    const announce = renderFloors();
    await screen.findByRole('list', { name: 'Floors, lowest first' });
    await user.click(screen.getByRole('button', { name: 'Remove drawing of Ground floor' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the drawing of Ground floor?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove drawing' }));

    await vi.waitFor(() => expect(announce).toHaveBeenLastCalledWith('The drawing of Ground floor is removed.'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    expect(puts(fetch)).toEqual([]);
  });

  it('is read-only without the update permission', async () => {
    stubServer(kept);
    renderFloors(false);
    await screen.findByRole('list', { name: 'Floors, lowest first' });
    expect(screen.getByText('You can look at these floors but not change them.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    const inputs = screen.getByRole('region', { name: 'Floor plans' }).querySelectorAll('input');
    expect(inputs.length).toBeGreaterThan(0);
    for (const input of inputs) expect(input.matches(':disabled')).toBe(true);
    expect(screen.getByRole('img', { name: 'The ground floor plan' })).toBeTruthy();
  });
});
