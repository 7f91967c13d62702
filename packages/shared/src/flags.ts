// White-label flags of spec section 6, exactly as the spec names them.
export const WHITE_LABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
] as const;

export type WhiteLabelFlag = (typeof WHITE_LABEL_FLAGS)[number];

export function isWhiteLabelFlag(value: string): value is WhiteLabelFlag {
  return (WHITE_LABEL_FLAGS as readonly string[]).includes(value);
}

/** Module ids sent with calls (spec 6). */
export const MODULE_IDS = [
  'FREEPLAY3',
  'REGISTER_REE3',
  'REG3',
  'VALID_CAPTCHA3',
  'CAPTCHA3',
  'AFFMAN3',
  'COMM3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'INBOX3',
  'PROFPIC3',
  'PWRESETSMS3',
  'FEEDBACK3',
  'MEMCLUB3',
  'AGEINFO3',
  'REWCEN3',
  'VERIFICATION3',
] as const;
