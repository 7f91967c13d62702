/** RFC 2606 and 6761 names, which no member can reach: the demo seed's lobby.example, say. */
const RESERVED_DOMAIN = /(^|\.)(example|invalid|localhost|test)$/i;

/** What the server is told about where members reach it, from its configuration only. */
export interface PublicSite {
  /** PUBLIC_URL, an origin validated at start (config.ts); undefined when not set. */
  publicUrl: string | undefined;
  /** PORT, for the one-machine demo's http://localhost:PORT. */
  port: number;
}

/**
 * Where every link the server sends points (issue 8 item 6, decisions 012 and 030): PUBLIC_URL
 * when set, else the merchant's mainDomain over https when it is a real domain, else
 * http://localhost:PORT (the one-machine demo). Never the request's Host or X-Forwarded-Host:
 * a forged one would otherwise carry a member's live token to another site. Here, not in
 * features/passwords, because the e-mail bind link (features/security) is built the same way.
 */
export function linkOrigin(site: PublicSite, mainDomain: string): string {
  if (site.publicUrl) return site.publicUrl;
  return mainDomain !== '' && !RESERVED_DOMAIN.test(mainDomain)
    ? `https://${mainDomain}`
    : `http://localhost:${site.port}`;
}
