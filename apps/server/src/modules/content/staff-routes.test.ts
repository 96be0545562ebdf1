// @postgres: concurrent requests.
import type {
  SiteTexts,
  StaffServiceList,
  StaffTeamList,
  StaffTestimonialList,
  TestimonialFormValues,
} from '@atelier/domain/content-admin';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { services, staffAuditLog, storedFiles } from '../../db/schema/index.ts';
import { multipartBody } from '../../test/multipart.ts';
import { createStaffSession, type StaffSession } from '../../test/staff-session.ts';
import { PUBLIC_HOST, useTestApp } from '../../test/test-app.ts';
import { within } from '../../test/within.ts';
import { LIVE_CHANNELS, publish } from '../live/publish.ts';

const app = useTestApp();
let editor: StaffSession;
let sales: StaffSession;
beforeAll(async () => {
  [editor, sales] = await Promise.all([createStaffSession(app, 'content_editor'), createStaffSession(app, 'sales')]);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const api = (method: Method, url: string, payload?: object, session: StaffSession = editor) =>
  app.server.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
const publicGet = (url: string, headers: Record<string, string> = {}) =>
  app.server.inject({ url, headers: { host: PUBLIC_HOST, ...headers } });

const upload = (url: string, bytes: Uint8Array, contentType = 'image/png') => {
  const body = multipartBody({}, { filename: 'portrait.png', contentType, bytes });
  return app.server.inject({
    method: 'PUT',
    url,
    headers: { ...editor.headers, 'content-type': body.contentType },
    payload: body.payload,
  });
};
const portrait = (width = 400, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#a86b4c' } })
    .png()
    .toBuffer();
/** Waits until the content notices of earlier changes have come (notices arrive in the order sent). */
async function earlierNoticesHeard() {
  const marker = `marker-${Date.now()}`;
  let heard = false;
  const stop = await app.database.listen(LIVE_CHANNELS.content, (payload) => {
    heard ||= payload.includes(marker);
  });
  await publish(app.database.db, LIVE_CHANNELS.content, { kind: 'test', id: marker });
  await within(2_000, async () => heard, Boolean);
  await stop();
}
const storedFileCount = async () => (await app.database.db.select({ total: count() }).from(storedFiles))[0]?.total;

describe('services', () => {
  const residential = {
    title: 'Residential Design',
    summary: 'Custom homes and family residences shaped around the way you live.',
    description: 'From a first sketch to construction drawings, we design homes that fit their site and budget.',
    icon: 'home',
    features: ['Custom home design', 'Space planning', 'Permit drawings'],
    badge: '',
    featured: true,
  };

  it('lists the nine services in storefront order', async () => {
    const response = await api('GET', '/api/admin/content/services');
    expect(response.statusCode, response.body).toBe(200);
    const { services } = response.json<StaffServiceList>();
    expect(services).toHaveLength(9);
    expect(services[0]).toMatchObject({ id: 'residential-design', title: 'Residential Design', featured: true });
  });

  it('edits a service; the public API and its page follow; an empty badge means none', async () => {
    const response = await api('PUT', '/api/admin/content/services/residential-design', {
      ...residential,
      title: '  Homes & Residences ',
      badge: 'Popular',
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json<StaffServiceList>().services.find((service) => service.id === 'residential-design');
    expect(edited).toMatchObject({ title: 'Homes & Residences', badge: 'Popular', features: residential.features });
    const publicServices = (await publicGet('/api/services')).json().services;
    expect(publicServices[0]).toMatchObject({
      id: 'residential-design',
      title: 'Homes & Residences',
      badge: 'Popular',
    });

    const noBadge = await api('PUT', '/api/admin/content/services/residential-design', residential);
    expect(noBadge.json<StaffServiceList>().services[0]?.badge).toBeNull();
    expect((await app.services.content.getService('residential-design'))?.badge).toBeNull();
  });

  it('refuses invalid texts with a message per field and stores nothing', async () => {
    const before = await app.services.content.getService('urban-planning');
    const response = await api('PUT', '/api/admin/content/services/urban-planning', {
      ...residential,
      title: ' ',
      icon: 'rocket',
      features: ['Master planning', 'x', 'Master planning'],
      badge: 'A badge far longer than thirty characters',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      title: 'Enter the title.',
      icon: 'Choose an icon from the list.',
      features: 'Feature 2 needs at least 2 characters.',
      badge: 'The badge can have at most 30 characters.',
    });
    expect(await app.services.content.getService('urban-planning')).toEqual(before);
    const noFeatures = await api('PUT', '/api/admin/content/services/urban-planning', { ...residential, features: [] });
    expect(noFeatures.json().error.fields).toEqual({ features: 'List at least one feature.' });
    const unknown = await api('PUT', '/api/admin/content/services/shipbuilding', residential);
    expect(unknown.statusCode).toBe(404);
  });

  it('reorders the services, and only with every service listed once', async () => {
    const ids = (await api('GET', '/api/admin/content/services')).json<StaffServiceList>().services.map((s) => s.id);
    const moved = [ids[8] ?? '', ...ids.slice(0, 8)];
    const response = await api('PUT', '/api/admin/content/services/order', { ids: moved });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StaffServiceList>().services.map((service) => service.id)).toEqual(moved);
    expect((await app.services.content.listServices()).map((service) => service.id)).toEqual(moved);

    expect((await api('PUT', '/api/admin/content/services/order', { ids: moved.slice(1) })).statusCode).toBe(400);
    const twice = await api('PUT', '/api/admin/content/services/order', { ids: [...moved.slice(1), moved[1]] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ ids: 'Each entry can appear once.' });
    await api('PUT', '/api/admin/content/services/order', { ids });
  });

  it('keeps the storefront’s copy per process: a change shows after its notice, a staff change at once', async () => {
    const { content } = app.services;
    const { db } = app.database;
    const id = 'residential-design';
    const titleOf = async () => (await content.getService(id))?.title;
    await titleOf();
    expect(await within(2_000, async () => content.cache.listening, Boolean)).toBe(true);
    await earlierNoticesHeard();
    const title = await titleOf();

    // A change another process made is not seen from the cache...
    await db.update(services).set({ title: 'Changed elsewhere' }).where(eq(services.id, id));
    expect(await titleOf()).toBe(title);
    // ...until its notice comes (`audit` sends one with every staff change).
    await publish(db, LIVE_CHANNELS.content, { kind: 'service', id });
    expect(await within(2_000, titleOf, (seen) => seen === 'Changed elsewhere')).toBe('Changed elsewhere');

    // A staff change made through this process is seen as soon as it is answered.
    const saved = await api('PUT', `/api/admin/content/services/${id}`, residential);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await titleOf()).toBe(residential.title);
  });
});

describe('team', () => {
  const member = { name: 'Jonas Lindqvist', role: 'Project Architect', bio: 'Runs our timber and cabin projects.' };

  it('adds a member at the end, edits, moves and deletes them; the About page list follows', async () => {
    const created = await api('POST', '/api/admin/content/team', member);
    expect(created.statusCode, created.body).toBe(201);
    const members = created.json<StaffTeamList>().members;
    const added = members.at(-1);
    expect(added).toMatchObject({ ...member, hasPhoto: false, avatar: `/media/avatars/${added?.id}` });
    if (!added) throw new Error('member expected');
    // The generated initials serve until a photo is uploaded.
    const initials = await publicGet(added.avatar);
    expect(initials.statusCode).toBe(200);
    expect(initials.headers['content-type']).toContain('image/svg+xml');

    const edited = await api('PUT', `/api/admin/content/team/${added.id}`, { ...member, role: 'Associate' });
    expect(edited.statusCode).toBe(200);
    expect((await app.services.content.listTeam()).at(-1)).toMatchObject({ id: added.id, role: 'Associate' });

    const ids = members.map((entry) => entry.id);
    const order = [added.id, ...ids.filter((id) => id !== added.id)];
    const moved = await api('PUT', '/api/admin/content/team/order', { ids: order });
    expect(moved.statusCode).toBe(200);
    expect((await app.services.content.listTeam()).map((entry) => entry.id)).toEqual(order);

    const deleted = await api('DELETE', `/api/admin/content/team/${added.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<StaffTeamList>().members.map((entry) => entry.id)).not.toContain(added.id);
    expect((await api('DELETE', `/api/admin/content/team/${added.id}`)).statusCode).toBe(404);

    const [audit] = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.targetId, added.id))
      .orderBy(staffAuditLog.id);
    expect(audit).toMatchObject({ action: 'team.create', staffName: editor.user.name });
  });

  it('refuses an invalid member with a message per field and adds nothing', async () => {
    const before = (await app.services.content.listTeam()).length;
    const response = await api('POST', '/api/admin/content/team', { name: 'J', role: '', bio: 'Short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'The name needs at least 2 characters.',
      role: 'Enter the role.',
      bio: 'The bio needs at least 10 characters.',
    });
    expect(await app.services.content.listTeam()).toHaveLength(before);
    expect((await api('POST', '/api/admin/content/team', {})).statusCode).toBe(400);
  });

  it('uploads a portrait, serves it resized, replaces and removes it with its file', async () => {
    const [first] = await app.services.content.listTeam();
    if (!first) throw new Error('seeded team expected');
    const filesBefore = await storedFileCount();

    const response = await upload(`/api/admin/content/team/${first.id}/photo`, await portrait());
    expect(response.statusCode, response.body).toBe(200);
    const withPhoto = response.json<StaffTeamList>().members.find((entry) => entry.id === first.id);
    expect(withPhoto?.hasPhoto).toBe(true);
    expect(withPhoto?.avatar).toMatch(/^\/media\/portraits\/[0-9a-f-]{36}$/);
    const avatar = withPhoto?.avatar ?? '';
    expect((await app.services.content.listTeam())[0]?.avatar).toBe(avatar);
    expect(await storedFileCount()).toBe((filesBefore ?? 0) + 1);

    const variant = await publicGet(`${avatar}-96.webp`);
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toContain('immutable');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(96);
    const negotiated = await publicGet(avatar, { accept: 'image/avif,image/webp,*/*' });
    expect(negotiated.headers['content-type']).toBe('image/avif');
    expect((await publicGet(`${avatar}-97.webp`)).statusCode).toBe(404);

    const replaced = await upload(`/api/admin/content/team/${first.id}/photo`, await portrait(300, 300));
    const newAvatar = replaced.json<StaffTeamList>().members.find((entry) => entry.id === first.id)?.avatar;
    expect(newAvatar).not.toBe(avatar);
    expect((await publicGet(`${avatar}-96.webp`)).statusCode).toBe(404);
    expect(await storedFileCount()).toBe((filesBefore ?? 0) + 1);

    const removed = await api('DELETE', `/api/admin/content/team/${first.id}/photo`);
    expect(removed.json<StaffTeamList>().members.find((entry) => entry.id === first.id)).toMatchObject({
      hasPhoto: false,
      avatar: `/media/avatars/${first.id}`,
    });
    expect((await publicGet(`${newAvatar}-96.webp`)).statusCode).toBe(404);
    expect((await publicGet(`/media/avatars/${first.id}`)).statusCode).toBe(200);
    expect(await storedFileCount()).toBe(filesBefore);
  });

  it('refuses pictures that are too small, not pictures, or not multipart, and keeps what was there', async () => {
    const [first] = await app.services.content.listTeam();
    if (!first) throw new Error('seeded team expected');
    const filesBefore = await storedFileCount();
    const small = await upload(`/api/admin/content/team/${first.id}/photo`, await portrait(120, 120));
    expect(small.statusCode).toBe(422);
    expect(small.json().error.message).toBe('The picture must be at least 160 pixels wide (this one is 120).');
    const text = await upload(`/api/admin/content/team/${first.id}/photo`, Buffer.from('hello'), 'image/png');
    expect(text.statusCode).toBe(415);
    expect((await api('PUT', `/api/admin/content/team/${first.id}/photo`, {})).statusCode).toBe(415);
    const nobody = await upload('/api/admin/content/team/team-nobody/photo', await portrait());
    expect(nobody.statusCode).toBe(404);
    expect(await storedFileCount()).toBe(filesBefore);
    expect((await app.services.content.listTeam())[0]?.avatar).toBe(first.avatar);
  });

  it('serves only the files portraits use under /media/portraits', async () => {
    // A stored file that is no portrait (a design picture or a plan set, say) is not served here.
    const stranger = await app.database.db.transaction((tx) =>
      app.services.files.put(tx, new Uint8Array([1, 2, 3]), 'application/pdf'),
    );
    expect((await publicGet(`/media/portraits/${stranger.id}-96.webp`)).statusCode).toBe(404);
    expect((await publicGet('/media/portraits/00000000-0000-0000-0000-000000000000-96.webp')).statusCode).toBe(404);
    expect((await publicGet('/media/portraits/..%2Fetc')).statusCode).toBe(404);
  });
});

describe('testimonials and the average rating', () => {
  const testimonial: TestimonialFormValues = {
    name: 'Ana Souza',
    role: 'Homeowner',
    company: '',
    content: 'The courtyard house plans were easy for our builder to follow.',
    rating: 3,
    featured: false,
    published: true,
  };
  const sarah = (rating: number): TestimonialFormValues => ({
    name: 'Sarah Johnson',
    role: 'Homeowner',
    company: null,
    content: 'The coastal villa plans were complete and clear; our builder started work the week they arrived.',
    rating,
    featured: true,
    published: true,
  });

  it('computes the figure from the published testimonials and follows every change', async () => {
    // Seeded ratings 5, 5, 5, 4, 5, 4: 28 / 6 = 4.67.
    expect(await app.services.content.ratingSummary()).toEqual({ average: 4.7, count: 6 });
    const list = (await api('GET', '/api/admin/content/testimonials')).json<StaffTestimonialList>();
    expect(list.rating).toEqual({ average: 4.7, count: 6 });
    expect((await app.services.content.studioFigures()).rating).toEqual({ average: 4.7, count: 6 });

    const created = await api('POST', '/api/admin/content/testimonials', testimonial);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<StaffTestimonialList>();
    const added = body.testimonials.at(-1);
    if (!added) throw new Error('testimonial expected');
    expect(added).toMatchObject({ name: 'Ana Souza', company: null, rating: 3, published: true, hasPhoto: false });
    // 31 / 7 = 4.43.
    expect(body.rating).toEqual({ average: 4.4, count: 7 });

    const fiveStars = await api('PUT', `/api/admin/content/testimonials/${added.id}`, { ...testimonial, rating: 5 });
    expect(fiveStars.json<StaffTestimonialList>().rating).toEqual({ average: 4.7, count: 7 });
    expect((await app.services.content.studioFigures()).rating.average).toBe(4.7);

    const hidden = await api('PUT', `/api/admin/content/testimonials/${added.id}`, {
      ...testimonial,
      rating: 1,
      published: false,
    });
    expect(hidden.json<StaffTestimonialList>().rating).toEqual({ average: 4.7, count: 6 });
    const publicList = (await publicGet('/api/testimonials')).json().testimonials;
    expect(publicList.map((entry: { id: string }) => entry.id)).not.toContain(added.id);
    expect(publicList).toHaveLength(6);

    const lower = await api('PUT', '/api/admin/content/testimonials/testimonial-1', sarah(2));
    expect(lower.statusCode, lower.body).toBe(200);
    // 25 / 6 = 4.17.
    expect(await app.services.content.ratingSummary()).toEqual({ average: 4.2, count: 6 });
    const seeded = (await publicGet('/api/testimonials')).json().testimonials[0];
    expect(seeded).toMatchObject({ id: 'testimonial-1', rating: 2, published: true, photoFileId: null });

    expect((await api('DELETE', `/api/admin/content/testimonials/${added.id}`)).statusCode).toBe(200);
    await api('PUT', '/api/admin/content/testimonials/testimonial-1', sarah(5));
    expect(await app.services.content.ratingSummary()).toEqual({ average: 4.7, count: 6 });
  });

  it('refuses an invalid testimonial with a message per field and stores nothing', async () => {
    const before = await api('GET', '/api/admin/content/testimonials');
    const response = await api('POST', '/api/admin/content/testimonials', {
      ...testimonial,
      content: 'Good.',
      rating: 6,
      published: 'yes',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      content: 'The testimonial needs at least 10 characters.',
      rating: 'Choose a rating from 1 to 5.',
      published: 'Published is true or false.',
    });
    const fraction = await api('PUT', '/api/admin/content/testimonials/testimonial-2', { ...testimonial, rating: 4.5 });
    expect(fraction.statusCode).toBe(400);
    expect((await api('GET', '/api/admin/content/testimonials')).body).toBe(before.body);
  });

  it('reorders testimonials and takes a portrait like the team', async () => {
    const { testimonials } = (await api('GET', '/api/admin/content/testimonials')).json<StaffTestimonialList>();
    const ids = testimonials.map((entry) => entry.id).reverse();
    const reordered = await api('PUT', '/api/admin/content/testimonials/order', { ids });
    expect(reordered.json<StaffTestimonialList>().testimonials.map((entry) => entry.id)).toEqual(ids);
    expect((await publicGet('/api/testimonials')).json().testimonials[0].id).toBe(ids[0]);

    const response = await upload('/api/admin/content/testimonials/testimonial-3/photo', await portrait(200, 200));
    expect(response.statusCode, response.body).toBe(200);
    const [publicEntry] = (await publicGet('/api/testimonials'))
      .json()
      .testimonials.filter((entry: { id: string }) => entry.id === 'testimonial-3');
    expect(publicEntry.avatar).toBe(`/media/portraits/${publicEntry.photoFileId}`);
    expect((await publicGet(`${publicEntry.avatar}-160.jpg`)).headers['content-type']).toBe('image/jpeg');
    await api('PUT', '/api/admin/content/testimonials/order', { ids: [...ids].reverse() });
  });

  it("serves an unpublished testimonial's portrait to content staff only", async () => {
    const entry = (await api('GET', '/api/admin/content/testimonials'))
      .json<StaffTestimonialList>()
      .testimonials.find((candidate) => candidate.id === 'testimonial-3');
    expect(entry?.hasPhoto).toBe(true);
    if (!entry) return;
    const { id: _, avatar, hasPhoto: __, ...input } = entry;
    const portraitAt = (session?: StaffSession) =>
      session
        ? app.server.inject({ url: `${avatar}-160.jpg`, headers: session.headers })
        : publicGet(`${avatar}-160.jpg`);
    await api('PUT', '/api/admin/content/testimonials/testimonial-3', {
      ...input,
      company: input.company ?? '',
      published: false,
    });
    expect((await portraitAt()).statusCode).toBe(404);
    expect((await portraitAt(sales)).statusCode).toBe(404);
    const staffCopy = await portraitAt(editor);
    expect(staffCopy.statusCode).toBe(200);
    expect(staffCopy.headers['cache-control']).toBe('private, no-cache');

    await api('PUT', '/api/admin/content/testimonials/testimonial-3', {
      ...input,
      company: input.company ?? '',
      published: true,
    });
    expect((await portraitAt()).statusCode).toBe(200);
  });
});

describe('site texts', () => {
  it('reads the seeded figures and the default legal texts as their version 1, with the figures the site counts', async () => {
    const response = await api('GET', '/api/admin/content/site');
    expect(response.statusCode, response.body).toBe(200);
    const site = response.json<SiteTexts>();
    expect(site.figures).toEqual({ foundedYear: 2010, buildingsDesigned: '350+' });
    const { licence, privacy, terms } = site.legal;
    expect(licence).toMatchObject({ title: 'Plan licence', version: 1, publishedBy: null, earlier: [] });
    expect(licence.url).toBe('http://localhost:3000/licence');
    expect(licence.body).toContain('One build per licence.');
    expect(licence.body).toContain('No resale or sharing.');
    expect(privacy).toMatchObject({ title: 'Privacy Policy', version: 1, url: 'http://localhost:3000/privacy' });
    expect(privacy.body).toContain('Your rights.');
    expect(terms).toMatchObject({ title: 'Terms of Service', version: 1, url: 'http://localhost:3000/terms' });
    // The terms of sale cover licences, digital delivery and refunds.
    for (const part of ['What you buy.', 'Digital delivery.', 'Refunds.']) expect(terms.body).toContain(part);
    expect(site.computed).toEqual({ serviceCount: 9, rating: { average: 4.7, count: 6 } });
  });

  it('saves the figures the home and About pages show, and refuses invalid ones', async () => {
    const saved = await api('PUT', '/api/admin/content/site/figures', { foundedYear: 2009, buildingsDesigned: '400+' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<SiteTexts>().figures).toEqual({ foundedYear: 2009, buildingsDesigned: '400+' });
    expect(await app.services.content.studioFigures()).toMatchObject({
      foundedYear: 2009,
      buildingsDesigned: '400+',
      serviceCount: 9,
    });

    const bad = await api('PUT', '/api/admin/content/site/figures', {
      foundedYear: new Date().getFullYear() + 1,
      buildingsDesigned: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      foundedYear: 'The founding year cannot be in the future.',
      buildingsDesigned: 'Enter the number of buildings designed.',
    });
    expect(await app.services.content.studioFigures()).toMatchObject({ foundedYear: 2009, buildingsDesigned: '400+' });
    await api('PUT', '/api/admin/content/site/figures', { foundedYear: 2010, buildingsDesigned: '350+' });
  });

  it('publishes a new version of a legal text, keeps the earlier ones readable, and refuses a short one', async () => {
    const body =
      'First paragraph of the new terms.\r\n\r\nSecond paragraph: refunds within 14 days, if nothing was downloaded.';
    const saved = await api('PUT', '/api/admin/content/site/legal/terms', { title: 'Terms of sale', body });
    expect(saved.statusCode, saved.body).toBe(200);
    const terms = saved.json<SiteTexts>().legal.terms;
    expect(terms).toMatchObject({ title: 'Terms of sale', version: 2, publishedBy: editor.user.name });
    expect(terms.body).toBe(body.replaceAll('\r\n', '\n'));
    expect(terms.earlier).toEqual([
      { version: 1, title: 'Terms of Service', publishedAt: '2026-11-26T00:00:00.000Z', publishedBy: null },
    ]);
    expect(await app.services.content.legalText('terms')).toMatchObject({ title: 'Terms of sale', version: 2 });
    expect((await app.services.content.legalTextVersion('terms', 1))?.title).toBe('Terms of Service');
    // The other texts are untouched.
    expect((await app.services.content.legalText('privacy')).version).toBe(1);

    // Saving the text in effect again publishes nothing.
    const again = await api('PUT', '/api/admin/content/site/legal/terms', { title: 'Terms of sale', body });
    expect(again.json<SiteTexts>().legal.terms.version).toBe(2);
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'site.legal'), eq(staffAuditLog.targetId, 'terms')));
    expect(audit.map((row) => row.detail)).toEqual([{ title: 'Terms of sale', version: 2 }]);

    const short = await api('PUT', '/api/admin/content/site/legal/terms', { title: 'No', body: 'Too short.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({
      title: 'The title needs at least 3 characters.',
      body: 'The text needs at least 50 characters.',
    });
    const unknown = await api('PUT', '/api/admin/content/site/legal/cookies', { title: 'Cookies', body });
    expect(unknown.statusCode).toBe(400);
    expect((await app.services.content.legalText('terms')).version).toBe(2);
  });
});

describe('who may change content', () => {
  it('answers sales staff 403 and signed-out callers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/content/services'],
      ['PUT', '/api/admin/content/site/legal/licence'],
      ['POST', '/api/admin/content/testimonials'],
      ['DELETE', '/api/admin/content/team/team-1'],
    ] as const) {
      expect((await api(method, url, {}, sales)).statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await app.server.inject({ method, url, headers: { host: 'admin.localhost' } });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
