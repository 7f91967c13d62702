import {
  type Bank,
  cardNumberProblem,
  normaliseSecurityAnswer,
  SECURITY_ANSWER_MAX,
  validateField,
} from '@lobby/shared';

// Pure rules of the security centre's forms (issue 11; decisions 056-058), built on the shared
// rules the server checks again. Every error is an i18n key.

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const required = 'validation.required';
const rule = (name: Parameters<typeof validateField>[0], value: string) => {
  const result = validateField(name, value, { required: true });
  return result.pass ? undefined : result.message;
};
function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v !== undefined)) as FieldErrors<K>;
}

export type PaymentPasswordMode = 'set' | 'change' | 'reset';
export interface PaymentPasswordValues {
  loginPassword: string;
  oldPaymentPassword: string;
  verificationCode: string;
  answer1: string;
  answer2: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** Which proof each mode asks for: the login password, the old PIN, an SMS code or the answers. */
export function validatePaymentPassword(
  mode: PaymentPasswordMode,
  proof: 'sms' | 'answers',
  v: PaymentPasswordValues,
): FieldErrors<keyof PaymentPasswordValues> {
  return compact({
    loginPassword: mode === 'set' ? rule('loginPassword', v.loginPassword) : undefined,
    oldPaymentPassword:
      mode === 'change' && !/^\d{6}$/.test(v.oldPaymentPassword) ? 'validation.paymentPassword' : undefined,
    verificationCode:
      mode === 'reset' && proof === 'sms' ? rule('verificationCode', v.verificationCode) : undefined,
    answer1: mode === 'reset' && proof === 'answers' ? answerError(v.answer1) : undefined,
    answer2: mode === 'reset' && proof === 'answers' ? answerError(v.answer2) : undefined,
    paymentPassword: rule('paymentPassword', v.paymentPassword),
    confirmPaymentPassword:
      v.confirmPaymentPassword === v.paymentPassword ? undefined : 'validation.confirmPassword',
  });
}

export function answerError(answer: string): string | undefined {
  const clean = normaliseSecurityAnswer(answer);
  if (clean === '') return required;
  return clean.length > SECURITY_ANSWER_MAX ? 'security.answerTooLong' : undefined;
}

export interface BindCardValues {
  bankCode: string;
  cardNumber: string;
  payeeName: string;
}

/** The card number as the bank reads it: spaces and dashes dropped (shared CardNumber does the same). */
export const cardDigits = (typed: string) => typed.replace(/[ -]/g, '');

export function validateBindCard(
  v: BindCardValues,
  bank: Bank | undefined,
): FieldErrors<keyof BindCardValues> {
  const digits = cardDigits(v.cardNumber);
  const problem = bank && digits !== '' ? cardNumberProblem(bank, digits) : null;
  return compact({
    bankCode: bank ? undefined : required,
    cardNumber: digits === '' ? required : problem ? `security.cardNumber.${problem}` : undefined,
    payeeName: rule('payeeName', v.payeeName.trim()),
  });
}

export interface QuestionsValues {
  loginPassword: string;
  question1: string;
  answer1: string;
  question2: string;
  answer2: string;
}

export function validateQuestions(v: QuestionsValues): FieldErrors<keyof QuestionsValues> {
  return compact({
    loginPassword: rule('loginPassword', v.loginPassword),
    question1: v.question1 ? undefined : required,
    answer1: answerError(v.answer1),
    question2: !v.question2 ? required : v.question2 === v.question1 ? 'security.questionsDiffer' : undefined,
    answer2: answerError(v.answer2),
  });
}
