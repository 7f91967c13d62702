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
  userAgreement: '/api/content/user-agreement',
  passwordChange: '/api/passwords/change',
  passwordForgot: '/api/passwords/forgot',
  passwordPhone: '/api/passwords/phone',
  passwordReset: '/api/passwords/reset',
  passwordResetCheck: '/api/passwords/reset/check',
  captcha: '/api/verification/captcha',
  smsCode: '/api/verification/sms-code',
  balance: '/api/wallet/balance',
  operatorAffiliateCodes: '/api/operator/affiliate-codes',
  operatorAnnouncements: '/api/operator/announcements',
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
