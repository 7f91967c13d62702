// Every API path, once: the server's routes declare them and the web's calls use them
// (issue 7 "one source per fact at the edges"). Free of zod, so the first paint may import it.

export const API_PATHS = {
  health: '/api/health',
  /** The OpenAPI UI; its document is at `${docs}/json`. */
  docs: '/api/docs',
  /** The operator API's own OpenAPI document, behind the operator token (issue 8 item 10). */
  operatorDocs: '/api/operator/docs/json',
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
  /** The member's live events: server-sent events (issue 11 "Live balance", decision 059). */
  events: '/api/events',
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

export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];
