/**
 * appinfo/get_delete_history as the original product's clients read it: the frontend config's language fields are
 * Language objects and the banner is an Image, never a bare string where the client expects an object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSettings } from '../settings/settings.service.ts';
import { createTestApp, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const frontendConfig = async () => {
  const r = await t.post('appinfo/get_delete_history', {});
  expect(r.status).toBe(200);
  return r.json.frontend_config_setting;
};

describe('POST appinfo/get_delete_history: frontend_config_setting', () => {
  it('answers default_language as a Language object with code, country and name', async () => {
    const fe = await frontendConfig();
    expect(fe.default_language).toEqual({ language_code: 'en', country_code: 'US', name: 'English' });
  });

  it('answers every excluded language as a Language object too', async () => {
    await updateSettings(t.deps.db, 'frontend_config', { default_language: 'de', exclude_language: ['th', 'ru'] });
    try {
      const fe = await frontendConfig();
      expect(fe.default_language).toEqual({ language_code: 'de', country_code: 'DE', name: 'Deutsch' });
      expect(fe.exclude_language).toEqual([
        { language_code: 'th', country_code: 'TH', name: 'ไทย' },
        { language_code: 'ru', country_code: 'RU', name: 'Русский' },
      ]);
    } finally {
      await updateSettings(t.deps.db, 'frontend_config', { default_language: 'en', exclude_language: [] });
    }
  });

  it('answers no banner as the empty Image, every field "" plus is_empty_object "1"', async () => {
    const fe = await frontendConfig();
    expect(fe.banner_src).toEqual({
      img_id: '',
      img_parent_id: '',
      img_type: '',
      img_path: '',
      img_width: '',
      img_height: '',
      img_desc: '',
      ordering: '',
      is_empty_object: '1',
    });
  });

  it('answers a configured banner as an Image whose img_path is the stored uploads path', async () => {
    await updateSettings(t.deps.db, 'frontend_config', { banner_src: 'banner/home.jpg' });
    try {
      const fe = await frontendConfig();
      expect(fe.banner_src).toMatchObject({ img_type: 'banner', img_path: 'banner/home.jpg', img_id: '' });
      expect(fe.banner_src.is_empty_object).toBeUndefined();
    } finally {
      await updateSettings(t.deps.db, 'frontend_config', { banner_src: '' });
    }
  });

  it('keeps every other frontend field a string', async () => {
    const fe = await frontendConfig();
    const objects = ['banner_src', 'default_language', 'exclude_language'];
    for (const [key, value] of Object.entries(fe)) {
      if (!objects.includes(key)) expect(typeof value, key).toBe('string');
    }
  });
});
