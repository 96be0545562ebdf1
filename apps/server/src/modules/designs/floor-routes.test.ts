import { generatedFloors } from '@atelier/domain/floor-plans';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { designFloors, designs, planFiles, staffAuditLog, storedFiles } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { readFloors } from '../floor-plans/floors.ts';

const app = useTestApp();
let editor: StaffSession;
beforeAll(async () => {
  editor = await createStaffSession(app, 'content_editor');
});

const floorsUrl = (id: string) => `/api/admin/designs/${id}/floors`;
const api = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.server.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });

const drawing = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

async function putDrawing(designId: string, floorId: string, alt = 'Ground floor plan with the open kitchen') {
  const body = multipartBody({ alt }, { filename: 'ground.png', contentType: 'image/png', bytes: await drawing() });
  return app.server.inject({
    method: 'PUT',
    url: `${floorsUrl(designId)}/${floorId}/picture`,
    headers: { ...editor.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const storedRows = (designId: string) =>
  app.database.db.select().from(designFloors).where(eq(designFloors.designId, designId));

describe('a design’s floors', () => {
  it('are generated from a seeded design’s facts until staff keep their own', async () => {
    const response = await api('GET', floorsUrl('design-001'));
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.generated).toBe(true);
    const [facts] = await app.database.db.select().from(designs).where(eq(designs.id, 'design-001'));
    expect(list.floors.map((floor: { label: string }) => floor.label)).toEqual(
      generatedFloors(facts as NonNullable<typeof facts>).map((floor) => floor.label),
    );
    expect(list.floors.every((floor: { id: string | null }) => floor.id === null)).toBe(true);
    expect(await readFloors(app.database.db, 'design-001')).toHaveLength(facts?.stories ?? 0);
  });

  it('are kept as sent, audited, and drop the generated plan set', async () => {
    await app.database.db
      .insert(planFiles)
      .values({ designId: 'design-003', pdf: Buffer.from('%PDF-old'), pageCount: 1 });
    const response = await api('PUT', floorsUrl('design-003'), {
      floors: [
        {
          id: null,
          label: 'Ground floor',
          rooms: [
            { name: 'Living', widthFt: 16, depthFt: 14.5 },
            { name: 'Kitchen', widthFt: 12, depthFt: 10 },
          ],
        },
        { id: null, label: 'Loft', rooms: [{ name: 'Sleeping loft', widthFt: 20, depthFt: 12 }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    expect(list.generated).toBe(false);
    expect(list.floors.map((floor: { label: string }) => floor.label)).toEqual(['Ground floor', 'Loft']);
    expect(list.floors[0].rooms[0]).toEqual({ name: 'Living', widthFt: 16, depthFt: 14.5 });
    expect(await app.database.db.select().from(planFiles).where(eq(planFiles.designId, 'design-003'))).toEqual([]);
    const audit = await app.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, 'design.floors'));
    expect(audit.at(-1)?.detail).toMatchObject({ floors: 2, rooms: 3 });
    expect((await readFloors(app.database.db, 'design-003')).map((floor) => floor.label)).toEqual([
      'Ground floor',
      'Loft',
    ]);
  });

  it('follow the stated facts of a seeded design, whose generated plan set is drawn again after an edit', async () => {
    // The Corporate Office Hub has no building model: its facts are typed, eight storeys drawn as four floors.
    await app.database.db
      .insert(planFiles)
      .values({ designId: 'design-008', pdf: Buffer.from('%PDF-old'), pageCount: 1 });
    const { design } = (await api('GET', '/api/admin/designs/design-008')).json();
    expect((await api('GET', floorsUrl('design-008'))).json().floors).toHaveLength(4);
    const { licences: _licences, ...facts } = design;
    const edited = await api('PUT', '/api/admin/designs/design-008', { ...facts, stories: 2 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await app.database.db.select().from(planFiles).where(eq(planFiles.designId, 'design-008'))).toEqual([]);
    expect((await api('GET', floorsUrl('design-008'))).json().floors).toHaveLength(2);
  });

  it('refuse bad input with a 400 naming the field, and change nothing', async () => {
    const before = await storedRows('design-003');
    for (const floors of [
      [{ id: null, label: 'Ground', rooms: [{ name: 'Living', widthFt: 0, depthFt: 12 }] }],
      [{ id: null, label: '', rooms: [] }],
      [{ id: 'not-a-floor', label: 'Ground', rooms: [] }],
      Array.from({ length: 9 }, () => ({ id: null, label: 'Floor', rooms: [] })),
    ]) {
      const response = await api('PUT', floorsUrl('design-003'), { floors });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields).toBeDefined();
    }
    expect(await storedRows('design-003')).toEqual(before);
    expect((await api('PUT', floorsUrl('no-such-design'), { floors: [] })).statusCode).toBe(404);
  });

  it('take a drawing per kept floor, served while the design is published, removed with its floor', async () => {
    const [ground, loft] = (await api('GET', floorsUrl('design-003'))).json().floors;
    const response = await putDrawing('design-003', ground.id);
    expect(response.statusCode, response.body).toBe(200);
    const picture = response.json().floors[0].picture;
    expect(picture).toMatchObject({ alt: 'Ground floor plan with the open kitchen', width: 1200, height: 800 });
    const served = await app.server.inject({ url: `${picture.url}-640.webp`, headers: { host: PUBLIC_HOST } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await readFloors(app.database.db, 'design-003'))[0]?.picture?.url).toBe(picture.url);

    // Reordered: the drawing stays with its floor; its description can be edited with the list.
    const reordered = await api('PUT', floorsUrl('design-003'), {
      floors: [
        { ...loft, pictureAlt: '' },
        { ...ground, pictureAlt: 'The ground floor, kitchen to the rear' },
      ],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().floors[1].picture).toMatchObject({
      url: picture.url,
      alt: 'The ground floor, kitchen to the rear',
    });

    const [{ fileId } = { fileId: null }] = await app.database.db
      .select({ fileId: designFloors.fileId })
      .from(designFloors)
      .where(eq(designFloors.id, ground.id));
    const removed = await api('PUT', floorsUrl('design-003'), { floors: [{ ...loft, pictureAlt: '' }] });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await app.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, fileId as string)),
    ).toEqual([]);
    const gone = await app.server.inject({ url: picture.url, headers: { host: PUBLIC_HOST } });
    expect(gone.statusCode).toBe(404);
  });

  it('refuse a drawing for a floor that is not kept, or a file that is not a picture', async () => {
    expect((await putDrawing('design-001', 'not-a-floor')).statusCode).toBe(404);
    const [loft] = (await api('GET', floorsUrl('design-003'))).json().floors;
    const body = multipartBody(
      { alt: 'A floor plan' },
      { filename: 'plan.png', contentType: 'image/png', bytes: Buffer.from('not a picture at all') },
    );
    const response = await app.server.inject({
      method: 'PUT',
      url: `${floorsUrl('design-003')}/${loft.id}/picture`,
      headers: { ...editor.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    // Not an image the server can read: 415, as for the design's pictures.
    expect(response.statusCode).toBe(415);
    expect((await api('GET', floorsUrl('design-003'))).json().floors[0].picture).toBeNull();
  });

  it('hide an unpublished design’s drawings from the public', async () => {
    const [floor] = (await api('GET', floorsUrl('design-003'))).json().floors;
    const url = (await putDrawing('design-003', floor.id)).json().floors[0].picture.url;
    await app.database.db.update(designs).set({ status: 'draft' }).where(eq(designs.id, 'design-003'));
    try {
      expect((await app.server.inject({ url, headers: { host: PUBLIC_HOST } })).statusCode).toBe(404);
    } finally {
      await app.database.db.update(designs).set({ status: 'published' }).where(eq(designs.id, 'design-003'));
    }
    const removed = await api('DELETE', `${floorsUrl('design-003')}/${floor.id}/picture`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().floors[0].picture).toBeNull();
    expect((await api('DELETE', `${floorsUrl('design-003')}/${floor.id}/picture`)).statusCode).toBe(404);
  });
});
