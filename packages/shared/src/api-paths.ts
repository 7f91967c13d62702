// Every API path, once: the server's routes declare them and the web's calls use them
// (issue 7 "one source per fact at the edges"). Free of zod, so the first paint may import it.

/**
 * The paths the web app calls. The first paint imports only this object, so the operator's and
 * the vendors' paths below (which the web never calls) cost it no bytes (issue 13 made room so).
 */
export const WEB_API_PATHS = {
  health: '/api/health',
  /** The OpenAPI UI; its document is at `${docs}/json`. */
  docs: '/api/docs',
  merchantConfig: '/api/merchant/config',
  affiliateCheck: '/api/accounts/affiliate-check',
  countries: '/api/accounts/countries',
  login: '/api/accounts/login',
  member: '/api/accounts/member',
  memberHeadIcon: '/api/accounts/member/head-icon',
  memberNickname: '/api/accounts/member/nickname',
  register: '/api/accounts/register',
  session: '/api/accounts/session',
  sessionRenew: '/api/accounts/session/renew',
  /** The one-tap login of a remembered device; its cookie is scoped to this path (decision 035). */
  sessionRemembered: '/api/accounts/session/remembered',
  trial: '/api/accounts/trial',
  /** The running trial of the caller, if the caller is a trial member (the /m/trail screen). */
  trialCurrent: '/api/accounts/trial/current',
  announcements: '/api/content/announcements',
  /** Home's content in one answer (issue 10); the served /m/home page carries it inline. */
  homeContent: '/api/content/home',
  banners: '/api/content/banners',
  notices: '/api/content/notices',
  /** Popup announcements (type PU): spec 7 "popular announcements". */
  popularAnnouncements: '/api/content/popular',
  /** Lobby news (type H). */
  lobbyNews: '/api/content/news',
  hotMatches: '/api/content/hot-matches',
  help: '/api/content/help',
  agentAnnouncements: '/api/content/agent-announcements',
  agentAnnouncementRead: '/api/content/agent-announcements/:id/read',
  messages: '/api/messages',
  message: '/api/messages/:id',
  messagesUnreadCount: '/api/messages/unread-count',
  userAgreement: '/api/content/user-agreement',
  passwordChange: '/api/passwords/change',
  passwordForgot: '/api/passwords/forgot',
  passwordPhone: '/api/passwords/phone',
  passwordReset: '/api/passwords/reset',
  passwordResetCheck: '/api/passwords/reset/check',
  captcha: '/api/verification/captcha',
  smsCode: '/api/verification/sms-code',
  balance: '/api/wallet/balance',
  /** The member's transfers, keyset-paged (/m/transaction/record; spec 7 "transaction details"). */
  transactions: '/api/wallet/transactions',
  /** The transfer kinds a member may filter by (spec 7 "transaction codes"). */
  transactionKinds: '/api/wallet/transaction-kinds',
  /** The member's live events: server-sent events (issue 11 "Live balance", decision 059). */
  events: '/api/events',
  depositOptions: '/api/cashier/deposit/options',
  manualDeposit: '/api/cashier/deposit/manual',
  gatewayDeposit: '/api/cashier/deposit/gateway',
  deposits: '/api/cashier/deposits',
  deposit: '/api/cashier/deposits/:id',
  /** A manual deposit's receipt: raw png or jpeg bytes, 5 MB at most (spec 5 upload limits). */
  depositReceipt: '/api/cashier/deposits/:id/receipt',
  /** Where a payment gateway posts its signed notification (docs/payment-gateway.md). */
  gatewayCallback: '/api/cashier/gateway/:provider/callback',
  withdrawalCheck: '/api/cashier/withdrawal-check',
  withdrawalOptions: '/api/cashier/withdraw/options',
  withdrawals: '/api/cashier/withdrawals',
  withdrawal: '/api/cashier/withdrawals/:id',
  withdrawalCancel: '/api/cashier/withdrawals/:id/cancel',
  /** The security centre (spec 2.1 /m/securityCenter, 7; issue 11). */
  security: '/api/security',
  securityPaymentPassword: '/api/security/payment-password',
  securityPaymentPasswordReset: '/api/security/payment-password/reset',
  securityBanks: '/api/security/banks',
  securityBankCards: '/api/security/bank-cards',
  securityBankCard: '/api/security/bank-cards/:id',
  securityEmail: '/api/security/email',
  /** Opened from the e-mailed link; the token is the proof, no session needed (decision 057). */
  securityEmailVerify: '/api/security/email/verify',
  securityQuestions: '/api/security/questions',
  // Games (issue 12; spec 7 "Games"): the catalogue, favourites, recent, launch, records.
  /** spec 7 "vendor game types" (typeId=1): the sorting list and the mapping per game type. */
  gameVendorTypes: '/api/games/vendor-game-types',
  /** spec 7 "all vassalage": the filter vendors. */
  gameVassalages: '/api/games/vassalages',
  gameList: '/api/games/list',
  hotGames: '/api/games/hot',
  /** POST adds, DELETE removes (spec 7), GET lists (content, pageNum, totalPages). */
  gameFavourites: '/api/games/favourites',
  gameFavouriteIds: '/api/games/favourites/ids',
  gameRecent: '/api/games/recent',
  /** spec 7 "Recent: add GET". */
  gameRecentAdd: '/api/games/recent/add',
  gameLaunch: '/api/games/launch',
  /** The betting record (/m/gameRecord; spec 7 "Orders: list, detail, third-party game record"). */
  gameRecords: '/api/games/records',
  gameRecord: '/api/games/records/:id',
  // The lottery (issue 13; spec 7 "Games" lottery calls; docs/lottery-rules.md, docs/fairness.md).
  lotteryList: '/api/lottery/list',
  lotteryGameMenus: '/api/lottery/game-menus',
  lotteryMenu: '/api/lottery/menu',
  lotteryVnMenu: '/api/lottery/vn-menu',
  lotteryOpenNumeros: '/api/lottery/open-numeros',
  lotteryRecentResults: '/api/lottery/results',
  /** One draw's verify data: seed hash, and once drawn the seed and result. */
  lotteryDraw: '/api/lottery/draws/:gameCode/:numero',
  lotteryLaunch: '/api/lottery/launch',
  lotteryBets: '/api/lottery/bets',
  /** Public server-sent events: DrawEvent for every game (opened, locked, drawn, settled, voided). */
  lotteryEvents: '/api/lottery/events',
  /** /m/profitandloss (spec 2.9 flag PERSREP): stakes, wins and net by day and product. */
  profitLoss: '/api/records/profit-loss',
} as const;

/** The operator API and the calls game vendors make: the server and the tests use them, never the web. */
export const SERVER_API_PATHS = {
  /** The operator API's own OpenAPI document, behind the operator token (issue 8 item 10). */
  operatorDocs: '/api/operator/docs/json',
  /** The seamless wallet the vendors call (docs/vendor-protocol.md); :vendor is the vassalage. */
  vendorWalletAuthenticate: '/api/vendor-wallet/:vendor/authenticate',
  vendorWalletBalance: '/api/vendor-wallet/:vendor/balance',
  vendorWalletDebit: '/api/vendor-wallet/:vendor/debit',
  vendorWalletCredit: '/api/vendor-wallet/:vendor/credit',
  vendorWalletRollback: '/api/vendor-wallet/:vendor/rollback',
  /**
   * The built-in vendors' own APIs, called by their game pages (providers/game-vendors): the
   * in-house vendor under /api/inhouse, the sandbox aggregator under /api/sandbox-aggregator,
   * the same paths below each (shared/inhouse-games.ts). Their pages: /games/inhouse/<family>
   * and /sandbox-aggregator/play/<family>, with ?token=<game-session token>.
   */
  inhouseApi: '/api/inhouse',
  sandboxAggregatorApi: '/api/sandbox-aggregator',
  operatorLotteryGames: '/api/operator/lottery/games',
  operatorLotteryGame: '/api/operator/lottery/games/:gameCode',
  operatorLotteryDrawVoid: '/api/operator/lottery/draws/:gameCode/:numero/void',
  operatorLotteryDrawExposure: '/api/operator/lottery/draws/:gameCode/:numero/exposure',
  operatorLotteryPosition: '/api/operator/lottery/position',
  operatorGameCatalogue: '/api/operator/games/catalogue',
  operatorGameVendor: '/api/operator/games/vendors/:vassalage',
  operatorGameVendorMaintenance: '/api/operator/games/vendors/:vassalage/maintenance',
  operatorGame: '/api/operator/games/:nodeId',
  operatorAffiliateCodes: '/api/operator/affiliate-codes',
  operatorAnnouncements: '/api/operator/announcements',
  operatorAnnouncement: '/api/operator/announcements/:id',
  operatorBanners: '/api/operator/banners',
  operatorBanner: '/api/operator/banners/:id',
  operatorBannerEnabled: '/api/operator/banners/:id/enabled',
  /** The artwork's raw bytes (png, jpeg or webp, 5 MB at most) with their image/* type. */
  operatorBannerImage: '/api/operator/banners/:id/image',
  operatorHotMatches: '/api/operator/hot-matches',
  operatorHotMatch: '/api/operator/hot-matches/:id',
  operatorHotMatchEnabled: '/api/operator/hot-matches/:id/enabled',
  operatorHelpItems: '/api/operator/help-items',
  operatorHelpItem: '/api/operator/help-items/:id',
  operatorServiceBar: '/api/operator/config/service-bar',
  operatorMessages: '/api/operator/messages',
  /** The welcome message every new member gets, one language at a time (decision 047). */
  operatorWelcomeMessage: '/api/operator/messages/welcome',
  operatorAudit: '/api/operator/audit',
  operatorDepositChannels: '/api/operator/cashier/channels',
  operatorDepositChannel: '/api/operator/cashier/channels/:code',
  operatorReceivingAccounts: '/api/operator/cashier/receiving-accounts',
  operatorReceivingAccount: '/api/operator/cashier/receiving-accounts/:id',
  operatorDepositPromotions: '/api/operator/cashier/promotions',
  operatorDepositPromotion: '/api/operator/cashier/promotions/:id',
  operatorCashierSettings: '/api/operator/cashier/settings',
  operatorDeposits: '/api/operator/deposits',
  operatorDepositApprove: '/api/operator/deposits/:id/approve',
  operatorDepositReject: '/api/operator/deposits/:id/reject',
  operatorWithdrawals: '/api/operator/withdrawals',
  operatorWithdrawalPay: '/api/operator/withdrawals/:id/pay',
  operatorWithdrawalReject: '/api/operator/withdrawals/:id/reject',
  /** A balance adjustment with a reason, from or to the adjustments account. */
  operatorAdjustments: '/api/operator/members/:account/adjustments',
  /** Every merchant account, the member wallets' sum, and the zero-sum check. */
  operatorLedgerPosition: '/api/operator/ledger/position',
  operatorSecurityBanks: '/api/operator/security/banks',
  operatorSecurityBank: '/api/operator/security/banks/:code',
  operatorSecurityCardLimit: '/api/operator/security/card-limit',
  operatorConfig: '/api/operator/config',
  operatorBlockedCountries: '/api/operator/config/blocked-countries',
  operatorBlockedIpRanges: '/api/operator/config/blocked-ip-ranges',
  operatorCustomerService: '/api/operator/config/customer-service',
  operatorFlag: '/api/operator/config/flags/:code',
  operatorImageCdns: '/api/operator/config/image-cdns',
  operatorLanguages: '/api/operator/config/languages',
  operatorMainDomain: '/api/operator/config/main-domain',
  operatorMaintenance: '/api/operator/config/maintenance',
  operatorMobileTemplate: '/api/operator/config/mobile-template',
  operatorRegistrationRule: '/api/operator/config/registration-rules/:field',
  operatorResources: '/api/operator/config/resources',
  operatorOutbox: '/api/operator/outbox',
  operatorUserAgreement: '/api/operator/user-agreement',
} as const;

/** Every API path: the server's routes declare them. The web imports WEB_API_PATHS instead. */
// A spread is not known to be free of side effects: the annotated call lets the web's bundle drop it.
export const API_PATHS = /* @__PURE__ */ (() => ({ ...WEB_API_PATHS, ...SERVER_API_PATHS }) as const)();

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];
