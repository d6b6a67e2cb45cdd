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
  /** Cards of the default item list the server's first view draws (decision 017); the list renders as many at once. */
  firstViewCards: 6,
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

/**
 * What the transport accepts before any schema looks at a request (the server refuses the rest with 400):
 * - an id field (`id` or `…_id`) holds an opaque id: 1–64 letters, digits, "_" or "-" (ours are `itm_…`; lookup
 *   tables may use short numeric strings, wire contract §2), or "" where the field is optional;
 * - no text anywhere holds NUL (PostgreSQL cannot store it) or a lone UTF-16 surrogate (not Unicode);
 * - one text value is at most textMax characters, a path or query value at most argMax, and a body nests at
 *   most depthMax levels.
 */
export const INPUT_LIMITS = {
  idShape: /^[A-Za-z0-9_-]{1,64}$/,
  textMax: 64 * 1024,
  argMax: 1000,
  depthMax: 16,
} as const;

/** Whether a request field names an id (and so must have the id shape). */
export const isIdField = (name: string): boolean => name === 'id' || name.endsWith('_id');

// Chat and notification limits live here rather than beside their schemas, so code that needs only a number does
// not load zod (the web app's startup bundle, docs/performance.md).
export const CHAT_LIMITS = {
  idMax: 64,
  /** A text message, in characters after trimming. */
  messageMax: 2000,
  /** A client's own id of a message (a UUID fits): a resend with the same id is the same message. */
  clientIdMax: 64,
  /** History and list pages (spec: chat history 30 per page). */
  pageSize: 30,
  /** A review. */
  ratingTitleMax: 100,
  ratingTextMax: 1000,
  /** A conversation report's reason. */
  reportReasonMax: 500,
  /** The largest realtime frame a client may send, in bytes. */
  frameMax: 16_384,
} as const;

export const NOTIFICATION_LIMITS = {
  idMax: 64,
  pageSize: 30,
  /** A push subscription's endpoint and the whole device token. */
  endpointMax: 2048,
  deviceTokenMax: 4096,
  savedSearchNameMax: 80,
  /** Saved searches per user. */
  savedSearchesMax: 50,
  broadcastTitleMax: 120,
  broadcastMessageMax: 1000,
  /** How long a live toast stays (spec: push toast 10 s). */
  toastMs: 10_000,
} as const;

// Limits of the reviews, questions and payments (beside their schemas before: here, the web app's screens use them
// without loading zod).
export const REVIEW_LIMITS = {
  idMax: 64,
  starsMin: 1,
  starsMax: 5,
  titleMax: CHAT_LIMITS.ratingTitleMax,
  textMax: CHAT_LIMITS.ratingTextMax,
  /** rates/rating_user page size. */
  pageSize: 20,
} as const;

export const QUESTION_LIMITS = {
  idMax: 64,
  /** A question, an answer or a follow-up, in characters after trimming. */
  textMax: 1000,
  /** commentheaders/get page size (questions; each comes with all its answers). */
  pageSize: 20,
} as const;

export const MONEY_LIMITS = {
  idMax: 64,
  idempotencyKeyMax: 100,
  couponCodeMin: 3,
  couponCodeMax: 32,
  /** The most days one promotion may run. */
  promotionDaysMax: 365,
  /** How far ahead a promotion may start (days). */
  promotionStartAheadDays: 180,
  titleMax: 120,
  noteMax: 1000,
  /** Payments answer in pages of this size. */
  pageSize: 30,
} as const;

/** Uploads (images/*): bytes are counted while streaming, so a larger file is cut off with 413. */
export const UPLOAD_LIMITS = {
  imageBytes: 15 * 1024 * 1024,
  videoBytes: 100 * 1024 * 1024,
  /** Decoding more pixels than this is refused before decoding (decompression bombs). */
  imageMaxPixels: 50_000_000,
  /** The stored original is scaled down to fit this box. */
  imageMaxEdge: 2048,
  /** Thumbnail widths under uploads/thumbnail, thumbnail2x, thumbnail3x. */
  thumbnailWidths: { thumbnail: 400, thumbnail2x: 800, thumbnail3x: 1200 },
  videoMaxSeconds: LIMITS.videoMaxSeconds,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/avif'],
  videoTypes: ['video/mp4', 'video/quicktime', 'video/webm'],
} as const;
