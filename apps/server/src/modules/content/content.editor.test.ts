import { eq } from 'drizzle-orm';
import { ROLE } from '@wheeldeal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, pages } from '../../db/schema.ts';
import { updateSettings } from '../settings/index.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/support/app.ts';
import { createLoggedInUser } from '../../../test/support/factories.ts';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
  admin = await createLoggedInUser(t, { roleId: ROLE.admin });
});
afterAll(() => t.close());

const save = (fields: Record<string, string>, token = admin.token) => t.post('admin/content_save', fields, { token });
const page = (slug: string, lang: string) => t.get(`pages/get/slug/${slug}`, { lang });

describe('content in every language the admin fills', () => {
  it('serves the Arabic privacy text to Arabic readers and the default text to everyone else', async () => {
    expect((await save({ type: 'page', slug: 'privacy', lang: 'en', title: 'Privacy', body: 'We keep little.' })).status).toBe(200);
    const ar = await save({ type: 'page', slug: 'privacy', lang: 'ar', title: 'الخصوصية', body: 'نحتفظ بالقليل.' });
    expect(ar.status).toBe(200);
    expect(ar.json).toMatchObject({ slug: 'privacy', title: 'Privacy', lang: 'en', translations: { ar: { title: 'الخصوصية', body: 'نحتفظ بالقليل.' } } });

    expect((await page('privacy', 'ar')).json).toMatchObject({ title: 'الخصوصية', body: 'نحتفظ بالقليل.', version: '1' });
    expect((await page('privacy', 'de')).json).toMatchObject({ title: 'Privacy', body: 'We keep little.' });
    // The About entity's privacy text follows the reader too.
    await save({ type: 'about', lang: 'en', title: 'About us', body: 'A marketplace.' });
    expect((await t.get('abouts/get', { lang: 'ar' })).json[0]).toMatchObject({ about_title: 'About us', privacypolicy: 'نحتفظ بالقليل.' });

    // Emptying a translation falls back to the default text.
    const cleared = await save({ type: 'page', slug: 'privacy', lang: 'ar', title: '', body: '' });
    expect(cleared.json.translations).toEqual({});
    expect((await page('privacy', 'ar')).json.body).toBe('We keep little.');
  });

  it("writes the site's default language into the row itself, whichever language that is", async () => {
    await updateSettings(t.deps.db, 'frontend_config', { default_language: 'de' });
    try {
      const de = await save({ type: 'page', slug: 'terms', lang: 'de', title: 'AGB', body: 'Die Regeln.' });
      expect(de.json).toMatchObject({ title: 'AGB', body: 'Die Regeln.', lang: 'de', translations: {} });
      await save({ type: 'page', slug: 'terms', lang: 'en', title: 'Terms', body: 'The rules.' });
      expect((await page('terms', 'en')).json.body).toBe('The rules.');
      expect((await page('terms', 'fr')).json.body).toBe('Die Regeln.');
    } finally {
      await updateSettings(t.deps.db, 'frontend_config', { default_language: 'en' });
    }
  });

  it('creates FAQs and blog posts in the default language first, then translates them', async () => {
    const early = await save({ type: 'faq', lang: 'fr', title: 'Question ?', body: 'Réponse.' });
    expect(early).toMatchObject({ status: 400, json: { message: 'Write this in the default language first.' } });
    const half = await save({ type: 'faq', lang: 'en', title: 'How do I sell?', body: '' });
    expect(half).toMatchObject({ status: 400, json: { message: 'The default language needs both a title and a text.' } });

    const faq = (await save({ type: 'faq', lang: 'en', title: 'How do I sell?', body: 'Post a listing.' })).json;
    await save({ type: 'faq', id: faq.id, lang: 'fr', title: 'Comment vendre ?', body: 'Publiez une annonce.' });
    expect((await t.get('faqs/get', { lang: 'fr' })).json).toEqual([expect.objectContaining({ question: 'Comment vendre ?', answer: 'Publiez une annonce.' })]);
    expect((await t.get('faqs/get', { lang: 'ja' })).json[0].question).toBe('How do I sell?');

    const blog = (await save({ type: 'blog', lang: 'en', title: 'Winter tyres', body: 'Change them early.' })).json;
    await save({ type: 'blog', id: blog.id, lang: 'es', title: 'Neumáticos de invierno', body: 'Cámbialos pronto.' });
    expect((await t.get(`feeds/get/id/${blog.id}`, { lang: 'es' })).json).toMatchObject({ name: 'Neumáticos de invierno', description: 'Cámbialos pronto.' });
    expect((await t.post('feeds/search', { searchterm: '', city_id: '' }, { lang: 'it' })).json[0].name).toBe('Winter tyres');

    const listed = await t.post('admin/content_list', { type: 'blog' }, { token: admin.token });
    expect(listed.json[0]).toMatchObject({ id: blog.id, translations: { es: { title: 'Neumáticos de invierno' } } });
    expect((await t.post('admin/content_save', { type: 'blog', id: 'blg_missing', lang: 'en', title: 'x', body: 'y' }, { token: admin.token })).status).toBe(404);
  });

  it('lets only admins write (moderators read), and audits each save', async () => {
    const user = await createLoggedInUser(t);
    const moderator = await createLoggedInUser(t, { roleId: ROLE.moderator });
    const fields = { type: 'page', slug: 'safety', lang: 'en', title: 'Safety', body: 'Meet in public.' };
    expect((await save(fields, user.token)).status).toBe(403);
    expect((await save(fields, moderator.token)).status).toBe(403);
    expect((await t.post('admin/content_list', { type: 'page' }, { token: user.token })).status).toBe(403);
    expect((await t.post('admin/content_list', { type: 'page' }, { token: moderator.token })).status).toBe(200);
    expect((await t.get('pages/get/slug/safety')).status).toBe(404);
    const saved = await save(fields);
    const logs = await t.deps.db.select().from(auditLogs).where(eq(auditLogs.targetId, saved.json.id));
    expect(logs).toEqual([expect.objectContaining({ actorUserId: admin.id, action: 'content.save', targetType: 'page' })]);
    expect((await save({ ...fields, slug: 'imprint' })).status).toBe(400);
  });
});

describe('privacy acceptance per account and policy version', () => {
  const status = (u: { id: string; token: string }) => t.post('users/privacy_status', { user_id: u.id }, { token: u.token });
  const accept = (u: { id: string; token: string }, version: string) => t.post('users/accept_privacy', { user_id: u.id, version }, { token: u.token });

  it('asks once, remembers the acceptance, and asks again only when the admin publishes a new version', async () => {
    const reader = await createLoggedInUser(t);
    const current = (await page('privacy', 'en')).json.version as string;
    expect((await status(reader)).json).toEqual({ current_version: current, accepted_version: '0', needs_acceptance: '1' });
    expect((await accept(reader, current)).json).toEqual({ current_version: current, accepted_version: current, needs_acceptance: '0' });

    // Editing the text or adding a language is not a new policy.
    await save({ type: 'page', slug: 'privacy', lang: 'en', title: 'Privacy', body: 'We keep little, typo fixed.' });
    await save({ type: 'page', slug: 'privacy', lang: 'ko', title: '개인정보', body: '최소한만 보관합니다.' });
    expect((await status(reader)).json.needs_acceptance).toBe('0');

    await save({ type: 'page', slug: 'privacy', lang: 'en', title: 'Privacy', body: 'We now keep your city too.', new_version: '1' });
    const next = String(Number(current) + 1);
    expect((await status(reader)).json).toEqual({ current_version: next, accepted_version: current, needs_acceptance: '1' });
    // Accepting the text read before the change is not accepting the new one.
    expect(await accept(reader, current)).toMatchObject({ status: 400, json: { message: 'The privacy policy has changed. Please read the new version and accept it.' } });
    expect((await accept(reader, next)).json.needs_acceptance).toBe('0');
    const [row] = await t.deps.db.select({ version: pages.version }).from(pages).where(eq(pages.slug, 'privacy'));
    expect(row!.version).toBe(Number(next));
  });

  it('counts the registration form\'s privacy agreement as accepting the current version', async () => {
    const fresh = await signUp(t);
    expect((await status(fresh)).json.needs_acceptance).toBe('0');
  });

  it('needs a session and acts only for the caller', async () => {
    const reader = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    expect((await t.post('users/privacy_status', { user_id: reader.id })).status).toBe(401);
    expect((await t.post('users/accept_privacy', { user_id: other.id, version: '1' }, { token: reader.token })).status).toBe(403);
    expect((await status(other)).json.accepted_version).toBe('0');
  });
});
