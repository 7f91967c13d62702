// spec 2.13: the query parameter i selects the help centre's open item.

/** The item `i` opens among `count`: a whole number in range, else the first (0). */
export function openHelpIndex(raw: string | null, count: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 0;
  const index = Number(raw);
  return index < count ? index : 0;
}
