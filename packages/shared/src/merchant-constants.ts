// Merchant constants without their schemas: the web shell imports these without zod (issue 7).

/** Optional registration fields of spec 2.6 item 4, plus captcha (which only uses `enabled`). */
export const REGISTRATION_RULE_FIELDS = [
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegistrationRuleField = (typeof REGISTRATION_RULE_FIELDS)[number];

/** Download resource types (spec 2.10, 3). */
export const RESOURCE_TYPES = ['Android', 'IOS', 'MOBILECONFIG', 'AppDownloadIcon'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];
