import { NATIVE_APP_UA_TOKEN, type RegisterMethod, type RegisterRequest, STORAGE_KEYS } from '@lobby/shared';
import { readDisplayContext, runsInstalled } from '../../lib/installed-app.ts';
import { cleanValue, type RegisterField, type RegisterValues } from './register-fields.ts';

// The registration payload of spec 3 and where its pieces come from: the launch context
// (registerMethod), the link (affiliate code, spec 4) and the form. docs/decisions/017.

export interface LaunchContext {
  userAgent: string;
  /** display-mode standalone (an installed web app), or iOS's navigator.standalone. */
  standalone: boolean;
  /** localStorage WEBCLIP (spec 9): '1' when opened from an iOS web clip profile. */
  webclip: string | null;
}

const nativeApp = new RegExp(`\\b${NATIVE_APP_UA_TOKEN}/`);

/** spec 3 registerMethod: APP, then WEBCLIP (a web clip is standalone too), then PWA, else H5. */
export function detectRegisterMethod({ userAgent, standalone, webclip }: LaunchContext): RegisterMethod {
  if (nativeApp.test(userAgent)) return 'APP';
  if (webclip === '1') return 'WEBCLIP';
  if (standalone) return 'PWA';
  return 'H5';
}

export function readLaunchContext(): LaunchContext {
  return {
    userAgent: navigator.userAgent,
    standalone: runsInstalled(readDisplayContext()),
    webclip: localStorage.getItem(STORAGE_KEYS.WEBCLIP),
  };
}

/** spec 4: the invitation code of the link the visitor came by, `?code=` (docs/decisions/017). */
export function affiliateCodeFromSearch(search: string): string | undefined {
  const code = new URLSearchParams(search).get('code')?.trim();
  return code ? code : undefined;
}

/** What the affiliate check said about the link's code; 'unknown' when the check failed. */
export type LinkVerdict = 'pending' | 'valid' | 'invalid' | 'unknown';

export interface LinkCheck {
  /** The link's code passes the shared affiliateCode rule (else it is invalid without a call). */
  formatOk: boolean;
  /** The register call answered INVITATION_CODE_INVALID for it. */
  rejected: boolean;
  /** The affiliate check query's status, and its answer once it has one. */
  status: 'pending' | 'error' | 'success';
  success: boolean | undefined;
}

export function linkVerdict({ formatOk, rejected, status, success }: LinkCheck): LinkVerdict {
  if (!formatOk || rejected) return 'invalid';
  if (status === 'pending') return 'pending';
  if (status === 'error') return 'unknown';
  return success ? 'valid' : 'invalid';
}

/** spec 4: a valid link code hides the field (also while it is checked, so it does not flicker). */
export function hidesAffiliateField(linkCode: string | undefined, verdict: LinkVerdict): boolean {
  return linkCode !== undefined && (verdict === 'valid' || verdict === 'pending');
}

/**
 * The link's code travels with the payload when its field is not shown, unless the check
 * found it invalid (a hidden field could not be corrected).
 */
export function linkCodeToSend(
  linkCode: string | undefined,
  verdict: LinkVerdict,
  fieldShown: boolean,
): string | undefined {
  return linkCode !== undefined && !fieldShown && verdict !== 'invalid' ? linkCode : undefined;
}

export interface PayloadInput {
  /** The fields the form shows (registerFields). */
  fields: readonly RegisterField[];
  values: RegisterValues;
  captchaId: string | undefined;
  linkAffiliateCode: string | undefined;
  registerMethod: RegisterMethod;
  /** location.hostname: spec 3 registerUrl, and the domain affiliate codes are bound to. */
  hostname: string;
}

/**
 * spec 3: only the fields that apply (the server's schema refuses unknown keys and the
 * mobile fields in a username registration without REGMOBVERF3); empty optional fields are left out.
 */
export function buildRegisterPayload(input: PayloadInput): RegisterRequest {
  const { fields, values } = input;
  const payload: RegisterRequest = {
    type: 0,
    registerMethod: input.registerMethod,
    registerUrl: input.hostname,
    domain: input.hostname,
  };
  for (const field of fields) {
    const value = cleanValue(field, values[field]);
    if (value !== '') payload[field] = value;
  }
  if (fields.includes('mobileNum')) payload.countryDialingCode = values.countryDialingCode;
  if (fields.includes('captcha') && input.captchaId) payload.captchaId = input.captchaId;
  if (!fields.includes('affiliateCode') && input.linkAffiliateCode) {
    payload.affiliateCode = input.linkAffiliateCode;
  }
  return payload;
}
