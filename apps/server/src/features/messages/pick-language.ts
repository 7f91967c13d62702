// Which language of a message a reader gets (decision 047): theirs, else the merchant default's,
// else the first the message has (a message in some language beats an empty line).

/** The entry of `byLanguage` for `language`, else for `fallback`, else the first by code. */
export function pickLanguage<T>(
  byLanguage: Record<string, T>,
  language: string | undefined,
  fallback: string | undefined,
): T | undefined {
  if (language !== undefined && byLanguage[language] !== undefined) return byLanguage[language];
  if (fallback !== undefined && byLanguage[fallback] !== undefined) return byLanguage[fallback];
  const [first] = Object.keys(byLanguage).sort();
  return first === undefined ? undefined : byLanguage[first];
}
