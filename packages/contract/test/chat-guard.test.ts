/**
 * The chat safety guard: its normaliser, each scam kind on its own, and its measured quality on the labelled set in
 * fixtures/chat-guard-set.json (labelling rule in fixtures/README.md). The goal is recall ≥ 0.9 at ≤ 2 %
 * false warnings; the held-out part of the set was not used to tune the patterns and is reported on its own.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAT_GUARD_DEFAULTS, CHAT_GUARD_KINDS, checkChatMessage, compileChatGuard, normaliseChatText, type ChatGuardKind } from '../src/index.ts';

interface LabelledMessage {
  id: number;
  split: 'dev' | 'holdout';
  label: 'scam' | 'benign';
  lang: string;
  isFirstMessage: boolean;
  kinds: ChatGuardKind[];
  text: string;
}

const set = JSON.parse(readFileSync(new URL('./fixtures/chat-guard-set.json', import.meta.url), 'utf8')) as {
  messages: LabelledMessage[];
};

interface Scores {
  precision: number;
  recall: number;
  falseWarningRate: number;
  misses: LabelledMessage[];
  falseWarnings: LabelledMessage[];
  scams: number;
  benign: number;
}

function score(messages: LabelledMessage[]): Scores {
  let tp = 0;
  let fp = 0;
  const misses: LabelledMessage[] = [];
  const falseWarnings: LabelledMessage[] = [];
  for (const m of messages) {
    const { warn } = checkChatMessage(m.text, { isFirstMessage: m.isFirstMessage, lang: m.lang });
    if (m.label === 'scam') {
      if (warn) tp += 1;
      else misses.push(m);
    } else if (warn) {
      fp += 1;
      falseWarnings.push(m);
    }
  }
  const scams = messages.filter((m) => m.label === 'scam').length;
  const benign = messages.length - scams;
  return {
    precision: tp + fp === 0 ? 1 : tp / (tp + fp),
    recall: scams === 0 ? 1 : tp / scams,
    falseWarningRate: benign === 0 ? 0 : fp / benign,
    misses,
    falseWarnings,
    scams,
    benign,
  };
}

const line = (name: string, s: Scores): string =>
  `${name}: ${s.scams} scam / ${s.benign} benign — precision ${s.precision.toFixed(3)}, recall ${s.recall.toFixed(3)}, ` +
  `false warnings ${(s.falseWarningRate * 100).toFixed(2)} %`;

describe('normaliseChatText', () => {
  it('folds case, full-width letters and styled digits (NFKC)', () => {
    expect(normaliseChatText('ＷｈａｔｓＡｐｐ')).toBe('whatsapp');
  });

  it('folds Arabic letter variants and removes diacritics and tatweel', () => {
    expect(normaliseChatText('أإآٱ')).toBe('اااا');
    expect(normaliseChatText('حَوالَة')).toBe('حواله');
    expect(normaliseChatText('الواتسـاب')).toBe('الواتساب');
    expect(normaliseChatText('مستشفى')).toBe('مستشفي');
  });

  it('turns Arabic-Indic and Persian digits into ASCII ones', () => {
    expect(normaliseChatText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseChatText('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('joins words spelt out letter by letter and spaced digits', () => {
    expect(normaliseChatText('add me on w h a t s a p p')).toBe('add me on whatsapp');
    expect(normaliseChatText('t.e.l.e.g.r.a.m')).toBe('telegram');
    expect(normaliseChatText('و ا ت س ا ب')).toBe('واتساب');
    expect(normaliseChatText('call 055 123 45-67')).toBe('call 0551234567');
  });

  it('keeps model-year ranges apart so they do not read as a phone number', () => {
    expect(normaliseChatText('the 2015-2016 model')).toBe('the 2015-2016 model');
    expect(checkChatMessage('Hi, is it the ٢٠١٥-٢٠١٦ model?', { isFirstMessage: true }).warn).toBe(false);
    expect(checkChatMessage('Hi, Camry 2015 150000 km, still available?', { isFirstMessage: true }).warn).toBe(false);
  });

  it('leaves ordinary sentences with one-letter words alone', () => {
    expect(normaliseChatText('I am at a gas station')).toBe('i am at a gas station');
  });
});

describe('checkChatMessage, one kind at a time', () => {
  const cases: Array<[ChatGuardKind, string, boolean]> = [
    ['off_platform_payment', 'We can skip the app fees, PayPal friends and family works for me', false],
    ['off_platform_payment', 'الدفع بتكوين فقط', false],
    ['gift_card', 'Pay the hold with two Apple gift cards', false],
    ['gift_card', 'ارسل كروت ايتونز', false],
    ['money_transfer', 'Send it through western union please', false],
    ['money_transfer', 'حوالة ويسترن يونيون', false],
    ['shipping_escrow', 'The shipping agent will deliver it after you pay', false],
    ['shipping_escrow', 'شركة الشحن راح توصلها لك', false],
    ['deposit_before_viewing', 'Send a deposit before you see it, lots of interest', false],
    ['deposit_before_viewing', 'حول العربون قبل المعاينة', false],
    ['suspicious_link', 'details at bit.ly/abc123', false],
    ['suspicious_link', 'login at https://wheel-deal-verify.com', false],
    ['contact_elsewhere', 'Hi, whatsapp me', true],
    ['contact_elsewhere', 'هلا كلمني تلغرام', true],
    ['seller_abroad', "I'm overseas right now", false],
    ['seller_abroad', 'انا مقيم في الخارج', false],
  ];
  it.each(cases)('recognises %s in “%s”', (kind, text, isFirstMessage) => {
    const result = checkChatMessage(text, { isFirstMessage });
    expect(result.warn).toBe(true);
    expect(result.kinds).toContain(kind);
  });

  it('only flags a move to another app in the first message', () => {
    expect(checkChatMessage('Message me on WhatsApp', { isFirstMessage: true }).kinds).toEqual(['contact_elsewhere']);
    expect(checkChatMessage('Message me on WhatsApp', { isFirstMessage: false })).toEqual({ warn: false, kinds: [] });
  });

  it('does not warn about a transfer or deposit that follows the viewing', () => {
    for (const text of [
      'I can pay by bank transfer at the dealership after the viewing',
      'أحول لك المبلغ بعد المعاينة',
      'No deposit needed, come see it first',
    ]) {
      expect(checkChatMessage(text, { isFirstMessage: false }).warn, text).toBe(false);
    }
  });

  it('leaves ordinary first messages and car talk alone', () => {
    for (const text of [
      'Hi, the turn signal blinks fast, is a bulb out?',
      'Hello, I live in Riyadh, can I see it Saturday?',
      'Salam, my phone number is in my profile, call me',
      'انا ساكن في جدة، اقدر اجي بكرة',
    ]) {
      expect(checkChatMessage(text, { isFirstMessage: true }).warn, text).toBe(false);
    }
    for (const text of ['Is the car at the port already or still in the showroom?', 'I am working in Dubai but I can meet you on Friday evening']) {
      expect(checkChatMessage(text, { isFirstMessage: false }).warn, text).toBe(false);
    }
  });

  it('never flags links to our own domain', () => {
    expect(checkChatMessage('see https://wheeldeal.example/item/42', { isFirstMessage: true }).warn).toBe(false);
  });

  it('compiles an edited pattern set and every default pattern uses a known kind', () => {
    const custom = compileChatGuard({
      trustedDomains: [],
      patterns: [{ id: 'x', kind: 'gift_card', langs: ['en'], allOf: [['voucher']] }],
    });
    expect(custom.check('a voucher', { isFirstMessage: false }).kinds).toEqual(['gift_card']);
    for (const p of CHAT_GUARD_DEFAULTS.patterns) expect(CHAT_GUARD_KINDS).toContain(p.kind);
    // The data must survive a JSON round trip, since admins will edit it as JSON.
    expect(JSON.parse(JSON.stringify(CHAT_GUARD_DEFAULTS))).toEqual(CHAT_GUARD_DEFAULTS);
  });
});

describe('the labelled set', () => {
  it('has enough messages in English and Arabic, labelled consistently', () => {
    const scams = set.messages.filter((m) => m.label === 'scam');
    const benign = set.messages.filter((m) => m.label === 'benign');
    expect(scams.length).toBeGreaterThanOrEqual(100);
    expect(benign.length).toBeGreaterThanOrEqual(200);
    for (const lang of ['en', 'ar']) {
      expect(scams.filter((m) => m.lang === lang).length).toBeGreaterThanOrEqual(40);
      expect(benign.filter((m) => m.lang === lang).length).toBeGreaterThanOrEqual(80);
    }
    for (const m of scams) expect(m.kinds.length, `#${m.id}`).toBeGreaterThan(0);
    for (const m of benign) expect(m.kinds, `#${m.id}`).toEqual([]);
  });

  it('meets the goal on the whole set: recall ≥ 0.9 at ≤ 2 % false warnings', () => {
    const dev = score(set.messages.filter((m) => m.split === 'dev'));
    const holdout = score(set.messages.filter((m) => m.split === 'holdout'));
    const all = score(set.messages);
    console.log(`chat guard — ${line('all', all)} | ${line('dev', dev)} | ${line('held-out', holdout)}`);
    // Only the tuning part names its failures; the held-out ones stay unseen so the patterns are not fitted to them.
    expect(dev.misses.map((m) => `#${m.id} ${m.text}`)).toEqual([]);
    expect(dev.falseWarnings.map((m) => `#${m.id} ${m.text}`)).toEqual([]);
    expect(all.recall).toBeGreaterThanOrEqual(0.9);
    expect(all.falseWarningRate).toBeLessThanOrEqual(0.02);
    // The held-out part is small (about 25 scam messages, so one miss moves recall by 0.04); its recall is reported,
    // not asserted, but warning an honest user is the costlier error and must stay rare there too.
    expect(holdout.falseWarningRate).toBeLessThanOrEqual(0.02);
  });

  it('names the expected kind for most scam messages', () => {
    const scams = set.messages.filter((m) => m.label === 'scam');
    const agreeing = scams.filter((m) => {
      const found = checkChatMessage(m.text, { isFirstMessage: m.isFirstMessage, lang: m.lang }).kinds;
      return m.kinds.some((k) => found.includes(k));
    });
    expect(agreeing.length / scams.length).toBeGreaterThanOrEqual(0.85);
  });
});
