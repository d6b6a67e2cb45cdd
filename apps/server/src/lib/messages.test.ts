import { describe, expect, it } from 'vitest';
import { pickLanguage, translator } from './messages.ts';

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
