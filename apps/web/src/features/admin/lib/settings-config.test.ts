/**
 * The admin settings screen's configuration: every field of every group has a label, the posting limits are
 * edited as whole numbers (0 turns a limit off), and the form refuses what the server would.
 */
import { describe, expect, it } from 'vitest';
import en from '@wheeldeal/i18n/locales/en/admin.json';
import { SETTING_SECTIONS, settingSection, settingsSchema, settingValues } from './settings-config';

const settings = en.settings as unknown as { groups: Record<string, string>; fields: Record<string, Record<string, string>> };

describe('SETTING_SECTIONS', () => {
  it('labels every group and every field in English (the other languages are held to English by the parity test)', () => {
    for (const section of SETTING_SECTIONS) {
      expect(settings.groups[section.group], section.group).toBeTruthy();
      for (const field of section.fields) expect(settings.fields[section.group]?.[field.key], `${section.group}.${field.key}`).toBeTruthy();
    }
  });

  it('edits the four posting limits as whole numbers, 0 included', () => {
    const limits = settingSection('limits')!;
    expect(limits.fields.map((f) => [f.key, f.kind])).toEqual([
      ['posts_per_account_hour', 'integer'],
      ['posts_per_account_day', 'integer'],
      ['posts_per_address_hour', 'integer'],
      ['posts_per_address_day', 'integer'],
    ]);
    const schema = settingsSchema(limits);
    const stored = { posts_per_account_hour: '10', posts_per_account_day: '50', posts_per_address_hour: '30', posts_per_address_day: '150' };
    expect(schema.safeParse(settingValues(limits, stored)).success).toBe(true);
    expect(schema.safeParse({ ...stored, posts_per_account_hour: '0' }).success).toBe(true);
    for (const bad of ['-1', '2.5', 'ten', '100001', '']) expect(schema.safeParse({ ...stored, posts_per_account_day: bad }).success, bad).toBe(false);
  });
});

describe('money settings (issue 13)', () => {
  it('edits the promotion day choices as whole days from 1 to 365, and the price of a day as a plain decimal', () => {
    const website = settingSection('frontend_config')!;
    const keys = ['promote_first_choice_day', 'promote_second_choice_day', 'promote_third_choice_day', 'promote_fourth_choice_day'];
    expect(website.fields.filter((f) => keys.includes(f.key)).map((f) => f.kind)).toEqual(['integer', 'integer', 'integer', 'integer']);
    const days = settingsSchema({ group: 'frontend_config', fields: website.fields.filter((f) => keys.includes(f.key)) });
    const good = { promote_first_choice_day: '7', promote_second_choice_day: '14', promote_third_choice_day: '30', promote_fourth_choice_day: '365' };
    expect(days.safeParse(good).success).toBe(true);
    for (const bad of ['0', '366', '1.5', '']) expect(days.safeParse({ ...good, promote_first_choice_day: bad }).success, bad).toBe(false);
    const payment = settingSection('payment')!;
    const price = settingsSchema({ group: 'payment', fields: payment.fields.filter((f) => f.key === 'oneday') });
    expect(price.safeParse({ oneday: '2.75' }).success).toBe(true);
    for (const bad of ['-1', 'abc', '1.2345']) expect(price.safeParse({ oneday: bad }).success, bad).toBe(false);
  });
});
