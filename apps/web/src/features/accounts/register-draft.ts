import type { RegisterBy, RegisterValues } from './register-fields.ts';

// spec 2.6 item 7: the agreement link leaves the form for /m/useragreement; coming back finds
// what was typed. Kept in memory only (never in storage: it holds the password), and only
// for the next registration form that opens.

export interface RegisterDraft {
  by: RegisterBy;
  agreed: boolean;
  values: RegisterValues;
}

let draft: RegisterDraft | null = null;

/** The form as it is, when the member opens the agreement; the captcha is asked again. */
export function keepRegisterDraft(next: RegisterDraft): void {
  draft = { ...next, values: { ...next.values, captcha: '' } };
}

/** The kept form, if any; it stays until `dropRegisterDraft` (a form renders more than once). */
export function registerDraft(): RegisterDraft | null {
  return draft;
}

export function dropRegisterDraft(): void {
  draft = null;
}
