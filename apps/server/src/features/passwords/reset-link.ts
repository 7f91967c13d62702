import { PASSWORD_RESET_LINK_MINUTES, ROUTES } from '@lobby/shared';

/** RFC 2606 and 6761 names, which no member can reach: the demo seed's lobby.example, say. */
const RESERVED_DOMAIN = /(^|\.)(example|invalid|localhost|test)$/i;

/**
 * Where the e-mailed link points (docs/decisions/012): the merchant's mainDomain over https,
 * not the request's Host, so a forged Host header cannot send a member's token to another site.
 * Only a placeholder mainDomain (a reserved name) falls back to the origin the request came to.
 */
export function resetLinkOrigin(mainDomain: string, request: { protocol: string; host: string }): string {
  return mainDomain !== '' && !RESERVED_DOMAIN.test(mainDomain)
    ? `https://${mainDomain}`
    : `${request.protocol}://${request.host}`;
}

/** spec 2.7: the forgot-password screen opens the reset form when it carries a token. */
export function resetLink(origin: string, token: string): string {
  return `${origin}${ROUTES.forget}?token=${encodeURIComponent(token)}`;
}

export function resetEmail(merchant: string, account: string, link: string) {
  return {
    subject: `${merchant}: reset your password`,
    text: [
      `Someone asked to reset the password of the ${merchant} account ${account}.`,
      `To choose a new password, open ${link}`,
      `The link works once, within ${PASSWORD_RESET_LINK_MINUTES} minutes.`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
