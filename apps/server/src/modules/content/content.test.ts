import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abouts, blogs, contacts, faqs, pages } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/support/app.ts';
import { makeImage, makeLocation } from '../../../test/support/factories.ts';

let t: TestApp;
beforeAll(async () => {
  // Rate limits stay on (contacts/add is limited per IP); each test names its own client IP.
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const NOT_FOUND = '10001##Sorry, record not found.';
const NO_MORE = '10002##Sorry, no more record in the system.';
const HOUR = 3_600_000;

let ipSeq = 0;
const freshIp = () => `203.0.113.${++ipSeq}`;

async function makeBlog(overrides: Partial<typeof blogs.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(blogs)
    .values({ id: newId('blg'), name: 'Feed post', description: 'Something worth reading.', status: 1, addedDate: t.clock.now(), ...overrides })
    .returning();
  return row!;
}

describe('feeds', () => {
  it('answer 10001 before anything is published', async () => {
    await makeBlog({ name: 'Draft', status: 0 });
    const r = await t.post('feeds/search', { searchterm: '', city_id: '' });
    expect(r).toMatchObject({ status: 404, json: { status: 'error', message: NOT_FOUND } });
  });

  it('POST feeds/search lists published posts newest first with their photo or the empty Image', async () => {
    const now = t.clock.now().getTime();
    const older = await makeBlog({ name: 'Winter tyres', addedDate: new Date(now - 3 * 24 * HOUR) });
    const newer = await makeBlog({ name: 'Buying a used EV', addedDate: new Date(now - HOUR) });
    await makeImage(t, newer.id, { imgType: 'blog', imgPath: 'ev.jpg' });
    const r = await t.post('feeds/search/limit/10/offset/0', { searchterm: '', city_id: '' });
    expect(r.status).toBe(200);
    expect(r.json.map((b: { id: string }) => b.id)).toEqual([newer.id, older.id]);
    expect(r.json[0]).toMatchObject({
      id: newer.id,
      name: 'Buying a used EV',
      description: 'Something worth reading.',
      status: '1',
      added_date_str: '1 hour ago',
      default_photo: { img_path: 'ev.jpg', img_type: 'blog' },
    });
    expect(r.json[0].added_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(r.json[1].default_photo).toMatchObject({ img_id: '', img_path: '', is_empty_object: '1' });
    const page2 = await t.post('feeds/search/limit/1/offset/1', { searchterm: '', city_id: '' });
    expect(page2.json.map((b: { id: string }) => b.id)).toEqual([older.id]);
    expect((await t.post('feeds/search/limit/10/offset/2', {})).json.message).toBe(NO_MORE);
  });

  it('matches the search term in name or description (wildcards literal) and filters by city, keeping posts for every city', async () => {
    const yangon = await makeLocation(t);
    const mandalay = await makeLocation(t);
    const local = await makeBlog({ name: 'Parking rules', cityId: yangon.id });
    const elsewhere = await makeBlog({ name: 'Parking fees', cityId: mandalay.id });
    const everywhere = await makeBlog({ name: 'Road trip', description: 'Parking tips for 100% of drivers' });
    const all = await t.post('feeds/search', { searchterm: 'PARKING' });
    expect(all.json.map((b: { id: string }) => b.id).sort()).toEqual([local.id, elsewhere.id, everywhere.id].sort());
    const inYangon = await t.post('feeds/search', { searchterm: 'parking', city_id: yangon.id });
    expect(inYangon.json.map((b: { id: string }) => b.id).sort()).toEqual([local.id, everywhere.id].sort());
    expect((await t.post('feeds/search', { searchterm: '100%' })).json.map((b: { id: string }) => b.id)).toEqual([everywhere.id]);
    expect((await t.post('feeds/search', { searchterm: '_%_' })).json.message).toBe(NOT_FOUND);
  });

  it('names a bad field with 400', async () => {
    const long = await t.post('feeds/search', { searchterm: 'x'.repeat(201) });
    expect(long).toMatchObject({ status: 400, json: { message: 'The searchterm field cannot exceed 200 characters in length.' } });
    expect((await t.post('feeds/search/limit/many', {})).json.message).toBe('The limit field must contain a number.');
  });

  it('GET feeds/get/id/{id} answers one published post; unknown or unpublished ones are 404', async () => {
    const post = await makeBlog({ name: 'One post' });
    const draft = await makeBlog({ name: 'Hidden', status: 0 });
    const r = await t.get(`feeds/get/id/${post.id}`);
    expect(r).toMatchObject({ status: 200, json: { id: post.id, name: 'One post', default_photo: { is_empty_object: '1' } } });
    expect(await t.get(`feeds/get/id/${draft.id}`)).toMatchObject({ status: 404, json: { message: 'Sorry, record not found.' } });
    expect((await t.get('feeds/get/id/blg_nothing')).status).toBe(404);
  });

  it('GET feeds/get without an id lists the newest posts with limit/offset', async () => {
    const r = await t.get('feeds/get/limit/2/offset/0');
    expect(r.status).toBe(200);
    expect(r.json).toHaveLength(2);
    expect((await t.get('feeds/get/limit/2/offset/9000')).json.message).toBe(NO_MORE);
  });

  it('is bound to its verb', async () => {
    expect(await t.get('feeds/search')).toMatchObject({ status: 404, json: { status: false, error: 'Unknown method.' } });
  });
});

describe('GET abouts/get', () => {
  it('answers 10001 while there is no about record, then the record as a one-element list', async () => {
    expect((await t.get('abouts/get')).json.message).toBe(NOT_FOUND);
    const [about] = await t.deps.db
      .insert(abouts)
      .values({
        id: newId('abt'),
        aboutTitle: 'About Wheeldeal',
        aboutDescription: 'A marketplace.',
        aboutEmail: 'hello@wheeldeal.test',
        facebook: 'https://fb.example/wd',
      })
      .returning();
    const r = await t.get('abouts/get/limit/30/offset/0');
    expect(r.status).toBe(200);
    expect(r.json).toHaveLength(1);
    expect(r.json[0]).toMatchObject({
      id: about!.id,
      about_title: 'About Wheeldeal',
      about_description: 'A marketplace.',
      about_email: 'hello@wheeldeal.test',
      about_phone: '',
      facebook: 'https://fb.example/wd',
      updated_date: '',
      default_photo: { is_empty_object: '1' },
    });
    await makeImage(t, about!.id, { imgType: 'about', imgPath: 'team.jpg' });
    expect((await t.get('abouts/get')).json[0].default_photo).toMatchObject({ img_path: 'team.jpg' });
  });

  it('carries the privacy, safety, FAQ and terms fields of the About entity, "" while they are missing', async () => {
    expect((await t.get('abouts/get')).json[0]).toMatchObject({ privacypolicy: '', safety_tips: '', faq_pages: '', terms_and_conditions: '' });

    await t.deps.db.insert(pages).values([
      { id: newId('pge'), slug: 'privacy', title: 'Privacy', body: 'We keep little.' },
      { id: newId('pge'), slug: 'safety', title: 'Safety', body: 'Meet in public.' },
      { id: newId('pge'), slug: 'terms', title: 'Terms', body: 'Be nice.' },
    ]);
    await t.deps.db.insert(faqs).values([
      { id: newId('faq'), question: 'Is it free?', answer: 'Yes.', ordering: 2 },
      { id: newId('faq'), question: 'How do I sell?', answer: 'Post an ad.', ordering: 1 },
      { id: newId('faq'), question: 'Hidden?', answer: 'Draft.', ordering: 0, status: 0 },
    ]);
    try {
      expect((await t.get('abouts/get')).json[0]).toMatchObject({
        privacypolicy: 'We keep little.',
        safety_tips: 'Meet in public.',
        terms_and_conditions: 'Be nice.',
        faq_pages: 'How do I sell?\nPost an ad.\n\nIs it free?\nYes.',
      });
    } finally {
      await t.deps.db.delete(pages);
      await t.deps.db.delete(faqs);
    }
  });
});

describe('GET pages/get/slug/{slug}', () => {
  it('answers the page with its last change date', async () => {
    const added = new Date('2024-01-02T03:04:05Z');
    await t.deps.db.insert(pages).values({ id: newId('pge'), slug: 'terms', title: 'Terms of use', body: 'Be nice.', addedDate: added });
    const r = await t.get('pages/get/slug/terms');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ id: expect.stringMatching(/^pge_/), slug: 'terms', title: 'Terms of use', body: 'Be nice.', version: '1', updated_date: '2024-01-02 03:04:05' });
    await t.deps.db
      .update(pages)
      .set({ updatedDate: new Date('2025-06-07T08:09:10Z') })
      .where(eq(pages.slug, 'terms'));
    expect((await t.get('pages/get/slug/terms')).json.updated_date).toBe('2025-06-07 08:09:10');
  });

  it('answers 404 for an unknown page and 400 for a malformed slug', async () => {
    expect(await t.get('pages/get/slug/safety')).toMatchObject({ status: 404, json: { message: 'Sorry, record not found.' } });
    expect(await t.get('pages/get/slug/..%2Fetc')).toMatchObject({ status: 400, json: { message: 'The slug field is not valid.' } });
    expect((await t.get('pages/get')).status).toBe(400);
  });
});

describe('GET faqs/get', () => {
  it('answers 10001 when there are none, then the published FAQs in display order', async () => {
    expect((await t.get('faqs/get')).json.message).toBe(NOT_FOUND);
    await t.deps.db.insert(faqs).values([
      { id: newId('faq'), question: 'Second?', answer: 'B', ordering: 2 },
      { id: newId('faq'), question: 'First?', answer: 'A', ordering: 1 },
      { id: newId('faq'), question: 'Hidden?', answer: 'C', ordering: 0, status: 0 },
    ]);
    const r = await t.get('faqs/get');
    expect(r.status).toBe(200);
    expect(r.json.map((f: { question: string }) => f.question)).toEqual(['First?', 'Second?']);
    expect(r.json[0]).toEqual({ id: expect.stringMatching(/^faq_/), question: 'First?', answer: 'A', ordering: '1' });
    expect((await t.get('faqs/get/limit/1/offset/1')).json.map((f: { question: string }) => f.question)).toEqual(['Second?']);
    expect((await t.get('faqs/get/limit/1/offset/2')).json.message).toBe(NO_MORE);
  });
});

describe('POST contacts/add', () => {
  const message = { contact_name: 'Maya', contact_email: 'Maya@Example.com', contact_message: 'Can I list a boat?', contact_phone: '+95 9 123 456' };
  const send = (body: unknown, opts: { ip?: string; token?: string; form?: boolean } = {}) =>
    t.post('contacts/add', body, { headers: { 'x-forwarded-for': opts.ip ?? freshIp() }, token: opts.token, form: opts.form });

  it('stores the message and answers 200 "Your message successfully save in the system."', async () => {
    const r = await send(message);
    expect(r).toMatchObject({ status: 200, json: { status: 'success', message: 'Your message successfully save in the system.' } });
    const [row] = await t.deps.db.select().from(contacts).where(eq(contacts.contactName, 'Maya'));
    expect(row).toMatchObject({
      contactEmail: 'maya@example.com',
      contactPhone: '+95 9 123 456',
      contactMessage: 'Can I list a boat?',
      userId: null,
      isRead: false,
    });
  });

  it('accepts a form-encoded body and remembers the signed-in sender', async () => {
    const u = await signUp(t);
    const r = await send({ ...message, contact_name: 'Signed In' }, { token: u.token, form: true });
    expect(r.status).toBe(200);
    const [row] = await t.deps.db.select().from(contacts).where(eq(contacts.contactName, 'Signed In'));
    expect(row?.userId).toBe(u.id);
  });

  it('requires every field, naming each one', async () => {
    const r = await send({});
    expect(r.status).toBe(400);
    expect(r.json.message.split('\n')).toEqual([
      'The contact_name field is required.',
      'The contact_email field is required.',
      'The contact_message field is required.',
      'The contact_phone field is required.',
    ]);
    expect((await send({ ...message, contact_name: '   ' })).json.message).toBe('The contact_name field is required.');
  });

  it('refuses a bad e-mail, a bad phone and a message over 2000 characters', async () => {
    expect((await send({ ...message, contact_email: 'not-an-email' })).json.message).toBe('The contact_email field must contain a valid email address.');
    expect((await send({ ...message, contact_phone: 'call me' })).json.message).toBe('The contact_phone field is not valid.');
    const long = await send({ ...message, contact_message: 'x'.repeat(2001) });
    expect(long).toMatchObject({ status: 400, json: { message: 'The contact_message field cannot exceed 2000 characters in length.' } });
    expect((await send({ ...message, contact_message: 'x'.repeat(2000) })).status).toBe(200);
  });

  it('takes 5 messages per IP address per hour, then answers 429 until the hour is over', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ ...message, contact_name: `Flood ${i}` }, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await send(message)).status).toBe(200);
    t.clock.advance(HOUR);
    expect((await send(message, { ip })).status).toBe(200);
    expect(await t.deps.db.select().from(contacts).where(eq(contacts.contactName, 'Flood 5'))).toHaveLength(0);
  });
});
