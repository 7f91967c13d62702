// Business constants and limits of spec section 9, defined once for web and server.

/** Keys the app keeps in the browser (spec 9 "Local keys"). */
/**
 * The cookie the web app mirrors the chosen language into (localStorage `language` stays the
 * source), so the page the server serves carries Home's content and texts in that language.
 */
export const LANGUAGE_COOKIE = 'lobby_lang';

export const STORAGE_KEYS = {
  LOTTFAV: 'LOTTFAV',
  hideDownloadBar: 'hideDownloadBar',
  templates: 'templates',
  WEBCLIP: 'WEBCLIP',
  MC_SESSION_INFO: 'MC_SESSION_INFO',
  SHELL_PU_A: 'SHELL_PU_A',
  SHELL_PU_B: 'SHELL_PU_B',
  /** sessionStorage flag: the latest-news popup was closed this session. */
  NOTICE_POP: 'NOTICE_POP',
  /** Chosen interface language (spec 1: kept in local storage). */
  language: 'language',
  /** sessionStorage: the image CDN picked for this session (spec 9). */
  imageCdn: 'imageCdn',
  /** sessionStorage: the trial user name (spec 3). */
  trialUserName: 'trialUserName',
  /** spec 4 "Session": set to 0 on logout. */
  autoLogin: 'autoLogin',
  /** localStorage: '1' while the member keeps the header balance masked (spec 2.3). */
  hideBalance: 'hideBalance',
  /**
   * localStorage: the remembered login (method, account, dialing code, remember flag; never a
   * password: docs/decisions/035).
   */
  rememberedLogin: 'rememberedLogin',
  /** IndexedDB database of decision 015's sealed record, read once to migrate it, then deleted. */
  rememberedLoginDb: 'lobby-secrets',
} as const;

export const TIMINGS = {
  popupDelayMs: 500,
  bannerAutoplayMs: 5000,
  hotMatchTransitionMs: 500,
  hotMatchAutoplayMs: 5000,
  lotteryTickMs: 500,
  lotteryNearEndSeconds: 6,
  lotteryPollMaxMs: 30_000,
  lotteryPollFallbackMs: 7000,
  infiniteScrollThrottleMs: 1000,
  searchDebounceMs: 200,
  languageDebounceMs: 200,
  pageTransitionMs: 300,
  backSwipeResetMs: 500,
} as const;

/** How long each toast stays, in ms: spec 9 "Toasts", and spec 8 "SMS sending" for the SMS ones. */
export const TOASTS = {
  changePasswordLoadingMs: 10_000,
  /** 'Change saved', 'e-mail sent', and 'SMS code sent' on set password by phone. */
  successMs: 1000,
  /** Trial play and forgot password: please wait "up to 9999 s", in effect until the answer. */
  pleaseWaitMs: 9999 * 1000,
  invitationErrorMs: 1000,
  logoutLoadingMs: 10_000,
  setPasswordWaitMs: 3000,
  /** "short 3": a failure that belongs to no field, the bottom menu's free_reject. */
  shortMs: 3000,
  smsSendingMs: 9999 * 1000,
  /** The SMS loading toast on login is 10 s, not 9999 s. */
  smsSendingLoginMs: 10_000,
  smsSentMs: 1500,
} as const;

export const LIMITS = {
  gameListPageSize: 26,
  recentListPageSize: 25,
  infiniteScrollTriggerPx: 500,
  backSwipeMinPx: 100,
  captchaMaxLength: 6,
  captchaHintMin: 1,
  captchaHintMax: 16,
  smsCodeMaxLength: 10,
  mobileInputMaxLength: 20,
  smsCountdownPhoneServiceSeconds: 60,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadMaxImages: 3,
  commentMaxLength: 140,
  ageConfirmation: 18,
  iosMinVersion: '12.4',
  balanceDecimals: 2,
  agentKpiRequestSize: 0,
} as const;

export const LOTTERY_IDLE_TEXT = '--:--:--';
export const HOT_MATCH_TIME_FORMAT = 'MM/DD HH:mm';
export const MIN_BET_OPTIONS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;

export const GATEWAY_IDS = { WEB: 1, MOBILE: 3 } as const;
export const CLIENT = { clientType: 2, platform: 'html5', isPlatform: 2 } as const;
export const GAME_CODES = { esport: 'TF', cockfight: 'DS88' } as const;
export const CONTENT_TYPES = { agent: 'A', player: 'PL', banner: 'B', popup: 'PU', promotion: 'PR' } as const;
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott'] as const;
export const PLAY_TYPES = ['Tradition', 'Entertainment'] as const;
export const GAME_SELECT_TYPES = ['NEW', 'FAV', 'ALL', 'HOT'] as const;
export const LOTTERY_AREA = 'VN';
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;

/**
 * spec 6: the customer type of trial (free-play) members; refused by the bottom menu. Here, in
 * the zod-free constants, because the first paint (the header, the banner area) reads it.
 */
export const TRIAL_CUSTOMER_TYPE = 4;

/** Member types (spec 6, 9). */
export const MEMBER_TYPES = {
  agentHidden: [0, 4, 40],
  dividendExcluded: [4, 40, 41, 42],
  superiorTransferHidden: [2],
  /** Refused by the bottom menu with free_reject. */
  bottomMenuRejected: [4],
} as const;

/**
 * The `<script type="application/json">` element in which the server hands the start-up
 * configuration to the page it serves (issue 7: one round trip to the first paint).
 */
export const STARTUP_CONFIG_ELEMENT_ID = 'lobby-startup-config';

/**
 * The id of the element the served /m/home page carries HomeContent in (JSON; issue 10), like
 * the start-up configuration's. Here, not beside HomeContent: the first paint reads it.
 */
export const HOME_CONTENT_ELEMENT_ID = 'lobby-home-content';

/**
 * A popup announcement's promotionType (spec 3; decision 051): a short code in capitals, digits
 * and `_` (e.g. `DAILY_REWARD`, `REBATE`), at most 32 characters. The spec names no values, so
 * this is a pattern rather than a list; the app does not branch on the value. Here, not beside
 * Announcement: Home's first-paint check reads it without zod.
 */
export const PROMOTION_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,31}$/;
