import { z } from 'zod/mini';
import { VALIDATION_RULES } from './validation.ts';

// The security centre (spec 2.1 /m/securityCenter, 5, 7 "Security questions, bank cards, email
// bind, payee name, nickname, payment password"; issue 11). Decisions 056-058.

/** Spec leaves the card count open: the operator sets it, 3 until then (decision 056). */
export const DEFAULT_MAX_BANK_CARDS = 3;
export const MAX_BANK_CARDS_LIMIT = 10;
/** The e-mail link lives this long and works once (decision 057). */
export const EMAIL_BIND_LINK_MINUTES = 30;
/** Wrong payment passwords allowed in 15 minutes before 429 (decision 056). */
export const PAYMENT_PASSWORD_MAX_WRONG = 5;
/** Wrong security answers allowed in 15 minutes before 429. */
export const SECURITY_ANSWERS_MAX_WRONG = 5;

/** The fixed questions; their texts are web locale texts `security.questions.<id>` (decision 058). */
export const SECURITY_QUESTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const SECURITY_ANSWER_COUNT = 2;
export const SECURITY_ANSWER_MAX = 50;

/**
 * How an answer is compared: Unicode-normalised (NFKC), lower-cased, inner spaces collapsed,
 * trimmed, so "  Yangon " and "yangon" are the same answer (decision 058).
 */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

const PaymentPassword = VALIDATION_RULES.paymentPassword;
const LoginPassword = VALIDATION_RULES.loginPassword;
const VerificationCode = VALIDATION_RULES.verificationCode;

// ---- Overview ----

export const SecurityOverview = z.object({
  paymentPasswordSet: z.boolean(),
  bankCardCount: z.number(),
  maxBankCards: z.number(),
  /** Fixed by the first card bound (issue 11), null until then. */
  payeeName: z.nullable(z.string()),
  /** The member's address, masked (a***@example.com), or null. */
  email: z.nullable(z.string()),
  /** True once bound through the e-mailed link (an address given at registration is not). */
  emailVerified: z.boolean(),
  /** An address waiting for its link to be opened, masked. */
  emailPending: z.nullable(z.string()),
  nickname: z.nullable(z.string()),
  questionsSet: z.boolean(),
  /** The member's own number, masked (+95 ****1234); null when none is bound. */
  mobile: z.nullable(z.string()),
  /**
   * The same number in full, for the payment-password reset's SMS code (purpose 'payment'):
   * the member's own, answered only to the member's own session.
   */
  smsTarget: z.nullable(z.object({ countryDialingCode: z.string(), mobileNum: z.string() })),
});
export type SecurityOverview = z.infer<typeof SecurityOverview>;

// ---- Payment password ----

/** Set, when none is set: the login password is the proof. */
export const SetPaymentPasswordRequest = z.strictObject({
  loginPassword: LoginPassword,
  paymentPassword: PaymentPassword,
  confirmPaymentPassword: z.string(),
});
export type SetPaymentPasswordRequest = z.infer<typeof SetPaymentPasswordRequest>;

export const ChangePaymentPasswordRequest = z.strictObject({
  oldPaymentPassword: z.string().check(z.regex(/^\d{6}$/, 'six digits')),
  paymentPassword: PaymentPassword,
  confirmPaymentPassword: z.string(),
});
export type ChangePaymentPasswordRequest = z.infer<typeof ChangePaymentPasswordRequest>;

/**
 * Reset: an SMS code of purpose 'payment' sent to the member's own number, or, for a member with
 * no number, the two security answers (decision 058).
 */
export const ResetPaymentPasswordRequest = z.strictObject({
  verificationCode: z.optional(VerificationCode),
  answers: z.optional(z.array(z.string().check(z.maxLength(SECURITY_ANSWER_MAX))).check(z.length(2))),
  paymentPassword: PaymentPassword,
  confirmPaymentPassword: z.string(),
});
export type ResetPaymentPasswordRequest = z.infer<typeof ResetPaymentPasswordRequest>;

// ---- Bank cards ----

export const BANK_KINDS = ['bank', 'wallet'] as const;

/** A bank or wallet of the merchant's list, with how its numbers look (decision 056). */
export const Bank = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(BANK_KINDS),
  minDigits: z.number(),
  maxDigits: z.number(),
  luhn: z.boolean(),
});
export type Bank = z.infer<typeof Bank>;
export const BanksResponse = z.object({ banks: z.array(Bank) });
export type BanksResponse = z.infer<typeof BanksResponse>;

export const BankCard = z.object({
  id: z.number(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only ever masked: **** 1234. */
  cardNumber: z.string(),
  payeeName: z.string(),
  createdAt: z.number(),
});
export type BankCard = z.infer<typeof BankCard>;

export const BankCardsResponse = z.object({
  cards: z.array(BankCard),
  payeeName: z.nullable(z.string()),
  maxBankCards: z.number(),
});
export type BankCardsResponse = z.infer<typeof BankCardsResponse>;

/** Digits as typed, spaces and dashes dropped; the bank decides the length (decision 056). */
export const CardNumber = z.string().check(
  z.overwrite((typed) => typed.replace(/[ -]/g, '')),
  z.regex(/^\d{8,30}$/, '8 to 30 digits'),
);

export const BindBankCardRequest = z.strictObject({
  bankCode: z.string().check(z.minLength(1), z.maxLength(20)),
  cardNumber: CardNumber,
  payeeName: VALIDATION_RULES.payeeName,
});
export type BindBankCardRequest = z.infer<typeof BindBankCardRequest>;

export const BankCardIdParams = z.object({ id: z.number().check(z.int(), z.positive()) });

// ---- E-mail ----

export const BindEmailRequest = z.strictObject({ email: VALIDATION_RULES.email });
export type BindEmailRequest = z.infer<typeof BindEmailRequest>;
export const VerifyEmailRequest = z.strictObject({
  token: z.string().check(z.minLength(16), z.maxLength(200)),
});
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;
export const VerifyEmailResponse = z.object({ email: z.string() });

// ---- Security questions ----

export const SecurityQuestionId = z.number().check(
  z.int(),
  z.refine((id) => (SECURITY_QUESTION_IDS as readonly number[]).includes(id), 'a listed question'),
);
export const SecurityAnswer = z.strictObject({
  questionId: SecurityQuestionId,
  answer: z
    .string()
    .check(z.overwrite(normaliseSecurityAnswer), z.minLength(1), z.maxLength(SECURITY_ANSWER_MAX)),
});
export const SetSecurityQuestionsRequest = z.strictObject({
  loginPassword: LoginPassword,
  answers: z.array(SecurityAnswer).check(
    z.length(SECURITY_ANSWER_COUNT),
    z.refine(
      (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
      'two different questions',
    ),
  ),
});
export type SetSecurityQuestionsRequest = z.infer<typeof SetSecurityQuestionsRequest>;
/** Which questions the member chose (never the answers). */
export const SecurityQuestionsResponse = z.object({ questionIds: z.array(z.number()) });
export type SecurityQuestionsResponse = z.infer<typeof SecurityQuestionsResponse>;

/** The Luhn (mod 10) check digit test of ISO/IEC 7812 card numbers. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export type CardNumberProblem = 'digits' | 'length' | 'checkDigit';

/**
 * Why this number cannot be bound to this bank, or null: digits only, a length within the
 * bank's range, and a Luhn check only for banks whose numbers are card numbers (MPU), since
 * Myanmar account numbers and wallet phone numbers carry no check digit (decision 056). The web
 * form and the server ask the same question.
 */
export function cardNumberProblem(
  bank: Pick<Bank, 'minDigits' | 'maxDigits' | 'luhn'>,
  digits: string,
): CardNumberProblem | null {
  if (!/^\d+$/.test(digits)) return 'digits';
  if (digits.length < bank.minDigits || digits.length > bank.maxDigits) return 'length';
  if (bank.luhn && !luhnValid(digits)) return 'checkDigit';
  return null;
}
