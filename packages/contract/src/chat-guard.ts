/**
 * The chat safety guard: flags messages that carry the known scam patterns of vehicle classifieds so the recipient
 * can be shown a safety tip. It only informs — nothing is ever blocked on its word.
 *
 * The patterns are plain data (`CHAT_GUARD_DEFAULTS`) so that admins can edit them as JSON in the settings; the
 * matcher compiles whatever set it is given. Matching runs on a normalised copy of the text, because scammers
 * spell around filters ("w h a t s a p p", "g-mail", "٠٥٥ ١٢٣ ٤٥٦٧") and Arabic is written with and without
 * hamzas, diacritics and tatweel.
 */

/** The scam patterns we know; each maps to one localised safety tip in the UI. */
export const CHAT_GUARD_KINDS = [
  'off_platform_payment',
  'gift_card',
  'money_transfer',
  'shipping_escrow',
  'deposit_before_viewing',
  'suspicious_link',
  'contact_elsewhere',
  'seller_abroad',
] as const;
export type ChatGuardKind = (typeof CHAT_GUARD_KINDS)[number];

/**
 * One pattern. A *term* is a regular-expression source (a plain keyword is a valid one) matched on the normalised
 * text as a whole word: not preceded or followed by a letter or digit of any script, since JavaScript's `\b` only
 * knows ASCII. Terms written in Arabic script also accept the attached particles (و ف ب ل ك ال …) in front and the
 * attached pronouns (ي ك ه ها نا كم هم) behind, so "بالواتساب" and "واتسابي" match the term "واتساب".
 */
export interface ChatGuardPattern {
  id: string;
  kind: ChatGuardKind;
  /** Languages the terms are written in ('*' for language-neutral ones such as links and phone numbers). */
  langs: string[];
  /** Every group must have at least one matching term (so "deposit" AND "before viewing"). */
  allOf: string[][];
  /** If any of these terms matches, the pattern does not fire (the hard negatives, e.g. "after the viewing"). */
  noneOf?: string[];
  /** Only fires on the first message of a conversation (asking to move elsewhere is normal later on). */
  firstMessageOnly?: boolean;
}

export interface ChatGuardConfig {
  /** Our own domains: links to them are never suspicious. */
  trustedDomains: string[];
  patterns: ChatGuardPattern[];
}

export interface ChatGuardOptions {
  isFirstMessage: boolean;
  /**
   * The conversation's UI language. It does not narrow the patterns: people mix languages (an Arabic chat says
   * "WhatsApp" in Latin letters) and a scammer writes in whatever language he likes.
   */
  lang?: string;
}

export interface ChatGuardResult {
  warn: boolean;
  kinds: ChatGuardKind[];
}

// Shared fragments of the default data, kept as strings so the data stays serialisable.
const PAY = String.raw`(?:pay|paid|paying|payment|send|sending|sent|transfer|transferring|wire|deposit)`;
const BEFORE_SEEING = String.raw`(?:before (?:you |we |the |a )?(?:see|view|come|meet|inspect|check)\w*|without (?:seeing|viewing|inspecting|meeting)|in advance|upfront|up front|up-front|sight unseen)`;
const AR_BEFORE_SEEING = String.raw`(?:قبل (?:ما )?(?:المعاينه|المعاينة|معاينه|تشوف|تشوفها|نتقابل|اللقاء|الشوف|تجي|تيجي|ما تشوف|الفحص|تفحص)|بدون (?:معاينه|ما تشوف|مقابله|فحص)|مقدما|مقدم|مسبقا)`;
const MAIL_DOMAINS = String.raw`(?:gmail|yahoo|hotmail|outlook|icloud|proton(?:mail)?|aol)`;

export const CHAT_GUARD_DEFAULTS: ChatGuardConfig = {
  trustedDomains: ['wheeldeal.example'],
  patterns: [
    {
      id: 'pay-outside-en',
      kind: 'off_platform_payment',
      langs: ['en'],
      allOf: [
        [
          String.raw`paypal (?:friends|f ?& ?f|family)`,
          'friends and family',
          String.raw`(?:bitcoin|btc|usdt|tether|crypto(?:currency)?|ethereum|binance)`,
          String.raw`(?:zelle|venmo|cash ?app|cashapp|revolut|wise transfer)`,
          String.raw`pay (?:me )?(?:directly|outside (?:the )?(?:app|site|platform))`,
          String.raw`(?:outside|off) (?:the |this )?(?:app|site|platform|wheeldeal)`,
        ],
      ],
    },
    {
      id: 'pay-outside-ar',
      kind: 'off_platform_payment',
      langs: ['ar'],
      allOf: [
        [
          String.raw`(?:بيتكوين|بتكوين|كريبتو|عملات (?:ال)?رقميه|عمله (?:ال)?رقميه|يو اس دي تي|usdt|باينانس|بينانس)`,
          String.raw`(?:خارج|برا|بره) (?:التطبيق|الموقع|المنصه)`,
          String.raw`باي ?بال`,
        ],
      ],
    },
    {
      id: 'gift-cards',
      kind: 'gift_card',
      langs: ['en', 'ar'],
      allOf: [
        [
          String.raw`gift ?cards?`,
          String.raw`(?:itunes|apple|google play|steam|amazon|ebay|vanilla|visa prepaid) (?:gift )?(?:cards?|vouchers?|codes?)`,
          String.raw`prepaid (?:cards?|vouchers?)`,
          String.raw`(?:بطاقه|بطاقات|كرت|كروت) (?:هدايا|هديه|شحن|ايتونز|جوجل بلاي|قوقل بلاي|ستيم|امازون|ابل)`,
          String.raw`(?:ايتونز|جوجل بلاي|قوقل بلاي|ستيم) (?:كارد|كرت|كروت|بطاقه|بطاقات)`,
        ],
      ],
    },
    {
      id: 'transfer-services',
      kind: 'money_transfer',
      langs: ['en', 'ar'],
      allOf: [
        [
          String.raw`western ?union`,
          String.raw`money ?gram`,
          'ria money',
          'worldremit',
          String.raw`ويسترن ?يونيون`,
          String.raw`وسترن ?يونيون`,
          String.raw`موني ?جرام`,
          String.raw`موني ?غرام`,
        ],
      ],
    },
    {
      id: 'transfer-before-seeing-en',
      kind: 'money_transfer',
      langs: ['en'],
      allOf: [
        [String.raw`(?:wire|bank transfer|transfer|money transfer|send (?:me )?(?:the )?(?:money|funds|payment|full amount))`],
        [
          BEFORE_SEEING,
          String.raw`(?:then|and) (?:i|we)(?:'ll| will) (?:ship|send|deliver)`,
          'full amount first',
          String.raw`(?:payment|money|transfer) first`,
        ],
      ],
      noneOf: [String.raw`after (?:the |a )?(?:viewing|test drive|inspection)`, String.raw`(?:at|in) the (?:dealership|bank|showroom)`],
    },
    {
      id: 'transfer-before-seeing-ar',
      kind: 'money_transfer',
      langs: ['ar'],
      allOf: [
        [String.raw`(?:حواله|حوالات|تحويل|حول|تحول|ابعت|ارسل|ترسل|تبعت) ?(?:المبلغ|الفلوس|المال|الثمن|الحساب|بنكي|بنكيه)?`],
        [AR_BEFORE_SEEING, String.raw`(?:بعدين|وبعدها|بعدها|ثم) (?:اشحن|نشحن|ارسل|تستلم)`],
      ],
      noneOf: [String.raw`بعد (?:المعاينه|الفحص|ما تشوف|التجربه|ما نتقابل)`, String.raw`(?:في|من) (?:المعرض|البنك)`],
    },
    {
      id: 'shipping-escrow-en',
      kind: 'shipping_escrow',
      langs: ['en'],
      allOf: [
        [
          String.raw`shipping (?:agent|company|agency) (?:will|who|has|holds|is holding)`,
          String.raw`(?:the|my|a) (?:shipping|delivery|transport|logistics|freight) (?:agent|company|agency|firm)`,
          String.raw`escrow`,
          String.raw`(?:ebay|amazon) (?:motors )?(?:protection|guarantee|buyer protection)`,
          String.raw`(?:vehicle|buyer) protection program`,
          String.raw`(?:ship|deliver) (?:it|the car|the vehicle) to (?:you|your (?:door|address|house|home))`,
          String.raw`(?:delivered|shipped) to your (?:door|address|house|home)`,
          'free delivery to your',
        ],
      ],
      noneOf: [String.raw`(?:i|we)(?:'ll| will|'d| would| can) (?:arrange|book|organi[sz]e|pay for|hire) (?:the |a |my own )?(?:transport|shipping|truck|tow)`],
    },
    {
      id: 'shipping-escrow-ar',
      kind: 'shipping_escrow',
      langs: ['ar'],
      allOf: [
        [
          String.raw`(?:شركه|مندوب|وكيل) (?:ال)?(?:شحن|توصيل|نقل)(?: \p{L}+){0,3} و?(?:راح|رح|سوف|بت|هت|حت|تستلم|يستلم|توصل|يوصل|تطلع|تشحن|عندها|عنده|معها)\p{L}*`,
          String.raw`(?:وسيط|طرف ثالث|ضمان) (?:مالي|للدفع|يضمن|بيضمن|يحفظ)\p{L}*`,
          String.raw`(?:حساب|خدمه) (?:الضمان|ضمان)`,
          String.raw`(?:اشحنها|اشحن السياره|نشحنها|ارسلها|نوصلها|اوصلها) (?:لك|ليك|لعندك|لباب|الى باب|لبيتك|لحد بيتك)`,
          String.raw`توصيل (?:مجاني )?(?:لباب|الى باب|لحد باب|لحد بيتك|لبيتك)`,
        ],
      ],
    },
    {
      id: 'deposit-en',
      kind: 'deposit_before_viewing',
      langs: ['en'],
      allOf: [
        [
          String.raw`(?:deposit|reservation fee|holding fee|booking fee|advance payment|down ?payment|token amount|hold(?:ing)? it for you)`,
          String.raw`to (?:hold|reserve|keep) (?:it|the car|the vehicle)`,
          'put down',
          String.raw`(?:pay|send|transfer) (?:me )?\d+ (?:now|today|tonight)`,
        ],
        [
          BEFORE_SEEING,
          String.raw`${PAY}\w* (?:me |us )?(?:a |the |an )?(?:deposit|reservation|holding|booking|advance|token)`,
          String.raw`(?:to|and i(?:'ll| will)) (?:hold|reserve|keep) (?:it|the car|the vehicle)`,
          'lots of interest',
          'other buyers',
          String.raw`if you(?:'re| are) serious`,
          String.raw`(?:loads|lots|plenty|many) of (?:people|buyers|interest)`,
          String.raw`when you (?:collect|pick (?:it )?up)`,
        ],
      ],
      noneOf: [
        String.raw`after (?:the |a |you )?(?:viewing|test drive|inspection|see|saw)`,
        String.raw`(?:at|in) the (?:dealership|showroom)`,
        String.raw`(?:no|don't need|not asking for|won't ask for|never ask for) (?:a |any )?deposit`,
      ],
    },
    {
      id: 'deposit-ar',
      kind: 'deposit_before_viewing',
      langs: ['ar'],
      allOf: [
        [String.raw`(?:عربون|عربونا|دفعه مقدمه|مقدم|رسوم حجز|حجز|احجز|احجزها)`, String.raw`(?:ادفع|حول|ارسل|ابعت) \d+ (?:الحين|الان|اليوم|الليله|هلا|دحين)`],
        [
          AR_BEFORE_SEEING,
          String.raw`(?:حول|حولي|ارسل|ابعت|ادفع|تدفع|تحول|ترسل|تبعت)\p{L}*`,
          String.raw`(?:زباين|زبائن|مشترين) (?:كثير|كتير|ثانيين|غيرك)`,
          String.raw`(?:اذا|لو) (?:انت )?(?:جاد|جادين)`,
          String.raw`(?:عليها|فيه|في) طلب`,
          String.raw`(?:وقت|عند) الاستلام`,
        ],
      ],
      noneOf: [
        String.raw`بعد (?:المعاينه|الفحص|ما تشوف|التجربه|ما نتقابل)`,
        String.raw`(?:ما|مش|لا) (?:احتاج|ابغى|ابي|بدي|اطلب) عربون`,
        String.raw`بدون عربون`,
      ],
    },
    {
      id: 'short-links',
      kind: 'suspicious_link',
      langs: ['*'],
      allOf: [
        [
          String.raw`(?:bit\.ly|tinyurl\.com|t\.co|goo\.gl|cutt\.ly|rb\.gy|is\.gd|ow\.ly|shorturl\.at|tiny\.cc|s\.id|t\.ly|rebrand\.ly|v\.gd)/[\w-]+`,
          String.raw`https?://(?:\d{1,3}\.){3}\d{1,3}`,
          String.raw`(?:https?://)?(?:[\w-]+\.)*xn--[\w-]+`,
        ],
      ],
      noneOf: [String.raw`goo\.gl/maps`, String.raw`maps\.app\.goo\.gl`],
    },
    {
      id: 'look-alike-links',
      kind: 'suspicious_link',
      langs: ['*'],
      allOf: [
        [
          // Our brand spelt with swapped letters, dashes or extra words in somebody else's domain.
          String.raw`(?:https?://)?(?:[\w-]+\.)*[\w-]*w+h+e+e*[l1i]+[-_.]?d+e+a+[l1i]+[\w-]*\.[a-z]{2,}`,
          String.raw`(?:https?://)?(?:[\w-]+\.)*[\w-]*(?:secure|verify|payment|pay|escrow|delivery|login)[-_][\w-]+\.(?:com|net|org|info|xyz|top|site|online|shop|app)`,
        ],
      ],
    },
    {
      id: 'elsewhere-first-en',
      kind: 'contact_elsewhere',
      langs: ['en'],
      firstMessageOnly: true,
      allOf: [
        [
          String.raw`(?:whatsapp|whats app|watsapp|whatsap|wa\.me|telegram|t\.me|viber|wechat|imo|kik|snapchat|hangouts)`,
          String.raw`(?:on|via|use|over) signal`,
          String.raw`(?:email|e-mail|mail) (?:me|us)`,
          String.raw`text (?:me|us) (?:on|at)`,
          String.raw`(?:call|ring|text|contact|reach) (?:me|us) (?:on|at|directly)`,
          String.raw`my (?:number|cell|mobile|phone|email)`,
          MAIL_DOMAINS,
        ],
      ],
      // Pointing at the contact details the profile already shows keeps the conversation here.
      noneOf: [String.raw`(?:in|on) my profile`],
    },
    {
      id: 'elsewhere-first-ar',
      kind: 'contact_elsewhere',
      langs: ['ar'],
      firstMessageOnly: true,
      allOf: [
        [
          String.raw`(?:واتساب|واتس اب|واتسب|واتس|وتساب|الوتس|تلغرام|تليغرام|تيليجرام|تلجرام|تيلجرام|تليجرام|فايبر|سيجنال|سناب|ايميل|اميل|بريد|جيميل|رقمي|رقم جوالي|رقم تلفوني|جوالي|موبايلي)`,
          String.raw`(?:كلمني|اتصل (?:بي|علي)|راسلني|كلمني على|تواصل معي على)`,
        ],
      ],
    },
    {
      id: 'contact-details-first',
      kind: 'contact_elsewhere',
      langs: ['*'],
      firstMessageOnly: true,
      allOf: [
        [
          // A phone number (spaced digits are joined by the normaliser) or an e-mail address.
          // International (+ or 00) or national (leading 0) form, so years, prices and mileages run together do not count.
          String.raw`(?:\+|00)\d{8,15}|0\d{8,11}`,
          String.raw`[\w.+-]+@[\w-]+\.[\w.]+`,
          String.raw`[\w.+-]+ ?(?:at|@) ?${MAIL_DOMAINS}(?: ?(?:dot|\.) ?com)?`,
        ],
      ],
    },
    {
      id: 'abroad-en',
      kind: 'seller_abroad',
      langs: ['en'],
      allOf: [
        [
          String.raw`(?:i|we)(?:'m|'re| am| are)? (?:currently |now |living |working |based |stationed |deployed |posted |relocated |moved )*(?:abroad|overseas|offshore|out of (?:the )?(?:country|state)|on (?:an|the) oil rig|in the (?:military|army|navy))`,
          String.raw`(?:i|we)(?:'ve| have)? (?:relocated|moved) (?:abroad|overseas|to (?:another|a different) country)`,
          String.raw`(?:i|we)(?:'m|'re| am| are) (?:on a|on) (?:mission|deployment|military deployment)`,
          String.raw`(?:i|we) (?:got|was|were) (?:deployed|transferred abroad|posted abroad)`,
          String.raw`(?:i|we)(?:'m|'re| am| are) not in the country`,
          String.raw`(?:i|we)(?:'m|'re| am| are) (?:currently |now )?(?:deployed|on deployment|stationed abroad)`,
        ],
      ],
    },
    {
      // "I'm working in Germany, so I can't show it": somewhere else, and the car cannot be seen.
      id: 'away-cannot-show',
      kind: 'seller_abroad',
      langs: ['en', 'ar'],
      allOf: [
        [
          String.raw`(?:i|we)(?:'m|'re| am| are) (?:currently |now )?(?:working|living|based|staying) in`,
          String.raw`(?:اشتغل|اعمل|ساكن|مقيم|اعيش|موجود) (?:حاليا )?(?:في|ب)`,
        ],
        [
          String.raw`(?:can't|cannot|can not|unable to|won't be able to) (?:show|meet|bring)`,
          String.raw`(?:ما|مش|مو|لا) (?:اقدر|اقدرش|بقدر|راح اقدر|حقدر) (?:اوريك|اوريكم|اقابلك|نتقابل|اجي|اجيب)`,
        ],
      ],
    },
    {
      id: 'abroad-ar',
      kind: 'seller_abroad',
      langs: ['ar'],
      allOf: [
        [
          String.raw`(?:انا|احنا|حاليا|الان|لاني|لانني|كوني)? ?(?:مسافر|مقيم|اعيش|اشتغل|اعمل|موجود|متواجد|ساكن)\p{L}* (?:حاليا |الحين |دلوقتي )?(?:في |ب)?(?:الخارج|خارج (?:البلد|البلاد|الدوله|المملكه|مصر)|بره البلد|برا البلد|اوروبا|امريكا|المانيا|بريطانيا|كندا)`,
          String.raw`(?:انا|احنا) (?:حاليا |الحين |الان )?(?:في|ب) ?(?:الخارج|الغربه|مهمه عسكريه)`,
          String.raw`(?:انا|احنا) (?:مغترب|مغتربين)`,
          String.raw`(?:انتقلت|سافرت|هاجرت) (?:للخارج|الى الخارج|برا البلد|بره البلد|خارج البلد)`,
        ],
      ],
    },
  ],
};

// ---- normalisation ----

const ARABIC_DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;
const ZERO_WIDTH = /[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\u00ad]/g;
/** Letters of any script written one by one with separators: "w h a t s a p p", "t.e.l.e.g.r.a.m". */
const SPELT_OUT = /(?<![\p{L}\p{N}])\p{L}(?:[ .\-_*·|]{1,2}\p{L}(?![\p{L}\p{N}])){3,}/gu;
/** Digits separated by spaces, dots, dashes or brackets, as in phone numbers. */
const SPACED_DIGITS = /\d+(?:[ .\-()/]{1,3}\d+)+/g;
/** "2015-2016", "2019 / 2020": model years, which must not be joined into something that looks like a phone number. */
const YEAR_RANGE = /^(?:19|20)\d\d ?[-/] ?(?:19|20)\d\d$/;

function foldArabic(text: string): string {
  return text
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/[گ]/g, 'ك')
    .replace(/[ک]/g, 'ك')
    .replace(/[ی]/g, 'ي')
    .replace(/،/g, ',')
    .replace(/؟/g, '?');
}

function foldDigits(text: string): string {
  return text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/**
 * The text as the patterns see it: NFKC (full-width and styled letters become plain ones), lower case, Arabic
 * letter variants folded and diacritics/tatweel removed, Arabic-Indic digits as ASCII, curly apostrophes straight,
 * words spelt out letter by letter joined, dashes or dots inside a word removed ("g-mail", "whats.app"), spaced
 * digits joined, whitespace collapsed.
 */
export function normaliseChatText(text: string): string {
  let t = text.normalize('NFKC').replace(ZERO_WIDTH, '').toLowerCase();
  t = foldDigits(foldArabic(t));
  t = t.replace(/[‘’ʼ`´]/g, "'");
  t = t.replace(SPELT_OUT, (run) => run.replace(/[ .\-_*·|]/g, ''));
  t = t.replace(SPACED_DIGITS, (run) => (YEAR_RANGE.test(run) ? run : run.replace(/[^\d]/g, '')));
  return t.replace(/\s+/g, ' ').trim();
}

/** A second view of the text for keywords: separators between letters dropped ("g-mail", "what's-app", "tele.gram"). */
function joinedView(normalised: string): string {
  return normalised.replace(/(\p{L})[-_.*'](?=\p{L})/gu, '$1');
}

// ---- matching ----

const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const AR_PREFIX = '(?:و|ف|ب|ل|ك|ع|ال|وال|بال|فال|كال|لل|ولل|عال|وب|ول|فب|فل)?';
const AR_SUFFIX = '(?:ي|ك|ه|ها|نا|كم|هم|ى)?';
const BEFORE = '(?<![\\p{L}\\p{N}])';
const AFTER = '(?![\\p{L}\\p{N}])';

function termRegex(term: string): RegExp {
  const body = ARABIC_SCRIPT.test(term) ? `${AR_PREFIX}(?:${term})${AR_SUFFIX}` : `(?:${term})`;
  return new RegExp(`${BEFORE}${body}${AFTER}`, 'u');
}

interface CompiledPattern {
  kind: ChatGuardKind;
  firstMessageOnly: boolean;
  allOf: RegExp[][];
  noneOf: RegExp[];
}

export interface ChatGuard {
  check(text: string, options: ChatGuardOptions): ChatGuardResult;
}

/** Compiles a pattern set once (admins' edits included); throws on an invalid regular expression. */
export function compileChatGuard(config: ChatGuardConfig): ChatGuard {
  const patterns: CompiledPattern[] = config.patterns.map((p) => ({
    kind: p.kind,
    firstMessageOnly: p.firstMessageOnly === true,
    allOf: p.allOf.map((group) => group.map(termRegex)),
    noneOf: (p.noneOf ?? []).map(termRegex),
  }));
  const trusted = config.trustedDomains.map((d) => d.toLowerCase());

  return {
    check(text, options) {
      const normalised = stripTrustedLinks(normaliseChatText(text), trusted);
      const views = [normalised, joinedView(normalised)];
      const matches = (re: RegExp): boolean => views.some((v) => re.test(v));
      const kinds = new Set<ChatGuardKind>();
      for (const p of patterns) {
        if (kinds.has(p.kind)) continue;
        if (p.firstMessageOnly && !options.isFirstMessage) continue;
        if (!p.allOf.every((group) => group.some(matches))) continue;
        if (p.noneOf.some(matches)) continue;
        kinds.add(p.kind);
      }
      const ordered = CHAT_GUARD_KINDS.filter((k) => kinds.has(k));
      return { warn: ordered.length > 0, kinds: ordered };
    },
  };
}

/** Links to our own domains say nothing about a scam, and would otherwise look like our brand in a domain. */
function stripTrustedLinks(text: string, trusted: string[]): string {
  if (trusted.length === 0) return text;
  return text.replace(/(?<![\w.-])(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:\/\S*)?/g, (link) => {
    const host = link.replace(/^https?:\/\//, '').split('/')[0] ?? '';
    return trusted.some((d) => host === d || host.endsWith(`.${d}`)) ? ' ' : link;
  });
}

let defaultGuard: ChatGuard | undefined;

/** Checks one message against the default patterns. */
export function checkChatMessage(text: string, options: ChatGuardOptions): ChatGuardResult {
  defaultGuard ??= compileChatGuard(CHAT_GUARD_DEFAULTS);
  return defaultGuard.check(text, options);
}
