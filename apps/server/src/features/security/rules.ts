// Pure rules of the security centre, table-tested in rules.unit.test.ts (decisions 056, 057).
// Card-number rules are shared with the web (packages/shared/src/security.ts).

/** Payee names compare without case or repeated spaces: "Aung  Aung" is "aung aung". */
export function samePayee(a: string, b: string): boolean {
  const norm = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

/** a***@example.com: the first character of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** +95 ****1234: the dialing code and the last four digits. */
export function maskMobile(dialingCode: string | null, mobileNum: string): string {
  return `${dialingCode ?? ''} ****${mobileNum.slice(-4)}`.trim();
}
