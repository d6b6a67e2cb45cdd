/** Every validation limit and business constant of the spec, written once for server and web. */
export const LIMITS = {
  itemTitleMax: 60,
  itemSubtitleMax: 60,
  itemDescriptionMin: 30,
  itemDescriptionMax: 5000,
  itemImageSlots: 4,
  maxImagesDefault: 5,
  videoMaxSeconds: 60,
  whatsappDigits: 10,
  ratingMin: 1,
  ratingMax: 5,
  userNameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  phoneMax: 20,
  aboutMeMax: 1000,
  addressMax: 255,
  verifyCodeLength: 6,
  /** Page sizes. */
  itemPageSize: 10,
  listPageSize: 30,
  maxPageSize: 100,
  /** Deep pages beyond this offset are refused (see docs/decisions). */
  maxOffset: 10_000,
} as const;

export const SESSION = {
  /** Idle expiry: a session lasts one day from its last use (spec §4). */
  idleSeconds: 24 * 60 * 60,
  /** Absolute cap regardless of activity. */
  absoluteSeconds: 30 * 24 * 60 * 60,
  cookieName: 'wd_session',
  tokenHeader: 'x-session-token',
} as const;

export const UI = {
  navHideScrollPx: 30,
  menuSlideMs: 300,
  routeScrollDelayMs: 600,
  pushToastMs: 10_000,
  progressBarMs: 3_500,
  locationSearchDebounceMs: 1_000,
  chunkLoadTimeoutMs: 120_000,
  mapZoom: 15,
  mapHeightPx: 280,
} as const;

export const PLATFORM_NAME = 'frontend';
export const NO_LOGIN_USER = 'nologinuser';
export const DEFAULT_API_KEY = 'teampsisthebest';
