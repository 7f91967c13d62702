// Small hand-written checks for the few answers the first paint reads (decision 026): the
// start-up configuration and the error envelope. They keep zod out of the first paint; unit
// tests parse the same samples with these and with the shared zod schemas and require the
// same verdicts, so the two cannot drift apart unnoticed.

/** What a check answers: the same shape as a zod `safeParse` result, so callers take either. */
export type CheckResult<T> = { success: true; data: T } | { success: false };
export interface Check<T> {
  safeParse(value: unknown): CheckResult<T>;
}

type Test = (value: unknown) => boolean;

export const isString: Test = (value) => typeof value === 'string';
export const isBoolean: Test = (value) => typeof value === 'boolean';
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const literal =
  (expected: unknown): Test =>
  (value) =>
    value === expected;
export const oneOf =
  (allowed: readonly unknown[]): Test =>
  (value) =>
    allowed.includes(value);
export const nullable =
  (test: Test): Test =>
  (value) =>
    value === null || test(value);
export const optional =
  (test: Test): Test =>
  (value) =>
    value === undefined || test(value);
export const arrayOf =
  (test: Test): Test =>
  (value) =>
    Array.isArray(value) && value.every(test);
export const matches =
  (pattern: RegExp): Test =>
  (value) =>
    typeof value === 'string' && pattern.test(value);

/** Every own key of the record is allowed and every value passes (zod's `record` of an enum). */
export const recordOf =
  (keys: Test, values: Test): Test =>
  (value) =>
    isRecord(value) && Object.entries(value).every(([k, v]) => keys(k) && values(v));

/** The listed fields pass; other keys are allowed and dropped, as zod's `object` does. */
export const objectOf =
  (shape: Record<string, Test>): Test =>
  (value) =>
    isRecord(value) && Object.entries(shape).every(([key, test]) => test(value[key]));

/** Answers with the value itself: unlike zod it keeps unknown keys, which nobody reads. */
export function check<T>(test: Test): Check<T> {
  return {
    safeParse: (value) => (test(value) ? { success: true, data: value as T } : { success: false }),
  };
}
