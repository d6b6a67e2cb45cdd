import { describe, expect, it } from 'vitest';
import { formatDateTime, pickLanguage, timeAgo, translator } from './messages.ts';

describe('pickLanguage', () => {
  it('prefers an explicit supported language', () => {
    expect(pickLanguage('ar', 'fr-FR')).toBe('ar');
  });
  it('takes the best supported match of Accept-Language by quality', () => {
    expect(pickLanguage(undefined, 'xx-YY, de-CH;q=0.8, fr;q=0.9')).toBe('fr');
    expect(pickLanguage(undefined, 'zh-TW')).toBe('zh');
  });
  it('falls back to English', () => {
    expect(pickLanguage('klingon', 'tlh')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});

describe('translator', () => {
  it('fills placeholders and falls back to the key for unknown keys', () => {
    const t = translator('en');
    expect(t('validation.required', { field: 'user_email' })).toBe('The user_email field is required.');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});

describe('translator plurals', () => {
  it('picks the English singular and plural by count', () => {
    const t = translator('en');
    expect(t('admin.catalog_in_use', { count: 1 })).toBe('This record is still used by 1 other record, so it cannot be deleted.');
    expect(t('admin.catalog_in_use', { count: 4 })).toBe('This record is still used by 4 other records, so it cannot be deleted.');
  });

  it('follows Russian plural rules: one for 1 and 21, few for 2–4 and 22, many for 5–20 and 11', () => {
    const t = translator('ru');
    expect(t('admin.catalog_in_use', { count: 1 })).toContain('ссылается 1 другая запись');
    expect(t('admin.catalog_in_use', { count: 21 })).toContain('ссылается 21 другая запись');
    expect(t('admin.catalog_in_use', { count: 3 })).toContain('ссылаются 3 другие записи');
    expect(t('admin.catalog_in_use', { count: 22 })).toContain('ссылаются 22 другие записи');
    expect(t('admin.catalog_in_use', { count: 5 })).toContain('ссылаются 5 других записей');
    expect(t('admin.catalog_in_use', { count: 11 })).toContain('ссылаются 11 других записей');
  });

  it('follows Arabic plural rules: one, two, few (3–10), many (11–99) and other (100)', () => {
    const t = translator('ar');
    expect(t('admin.catalog_in_use', { count: 1 })).toContain('سجل آخر واحد');
    expect(t('admin.catalog_in_use', { count: 2 })).toContain('سجلين آخرين');
    expect(t('admin.catalog_in_use', { count: 7 })).toContain('7 سجلات أخرى');
    expect(t('admin.catalog_in_use', { count: 15 })).toContain('15 سجلًا آخر');
    expect(t('admin.catalog_in_use', { count: 100 })).toContain('100 سجل آخر');
  });

  it("speaks the caller's language and answers an unknown key with the key itself", () => {
    expect(translator('ja')('validation.required', { field: 'title' })).not.toBe(translator('en')('validation.required', { field: 'title' }));
    expect(translator('de')('no.such.key')).toBe('no.such.key');
  });

  it('does not HTML-escape values: messages go into JSON and plain-text mail', () => {
    expect(translator('en')('validation.required', { field: '<b>&"' })).toBe('The <b>&" field is required.');
  });
});

describe('timeAgo', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);
  const MIN = 60_000;
  const DAY = 86_400_000;

  it('says "just now" from the bundle under ten seconds, in the caller\'s language', () => {
    expect(timeAgo(before(3000), now, translator('en'))).toBe('just now');
    expect(timeAgo(before(3000), now, translator('de'))).toBe('gerade eben');
  });

  it('counts down to the largest whole unit, in English', () => {
    const t = translator('en');
    expect(timeAgo(before(45_000), now, t)).toBe('45 seconds ago');
    expect(timeAgo(before(59 * MIN), now, t)).toBe('59 minutes ago');
    expect(timeAgo(before(DAY), now, t)).toBe('yesterday');
    expect(timeAgo(before(3 * DAY), now, t)).toBe('3 days ago');
    expect(timeAgo(before(800 * DAY), now, t)).toBe('2 years ago');
  });

  it("uses each language's own words and plural forms", () => {
    expect(timeAgo(before(3 * DAY), now, translator('ru'))).toBe('3 дня назад');
    expect(timeAgo(before(5 * DAY), now, translator('ru'))).toBe('5 дней назад');
    expect(timeAgo(before(3 * DAY), now, translator('ar'))).toBe('قبل 3 أيام');
    expect(timeAgo(before(11 * DAY), now, translator('ar'))).toBe('قبل 11 يومًا');
    expect(timeAgo(before(2 * 3_600_000), now, translator('fr'))).toBe('il y a 2 heures');
  });

  it('treats a hand-made translator without a language as English, and a future date as now', () => {
    const plain = (key: string) => (key === 'time.just_now' ? 'just now' : key);
    expect(timeAgo(before(3 * DAY), now, plain)).toBe('3 days ago');
    expect(timeAgo(new Date(now.getTime() + DAY), now, plain)).toBe('just now');
  });
});

describe('formatDateTime', () => {
  const d = new Date('2026-03-04T17:06:00Z');
  it('writes a date and time the way the language does, in UTC by default', () => {
    expect(formatDateTime(d, translator('en'))).toBe('Mar 4, 2026, 5:06 PM');
    expect(formatDateTime(d, translator('de'))).toBe('04.03.2026, 17:06');
    expect(formatDateTime(d, translator('ja'), { date: 'long', time: false })).toBe('2026年3月4日');
  });
  it('honours a time zone', () => {
    expect(formatDateTime(d, translator('en'), { time: 'short', timeZone: 'Asia/Tokyo' })).toBe('Mar 5, 2026, 2:06 AM');
  });
});
