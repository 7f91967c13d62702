import { PASSWORD_RESET_LINK_MINUTES, ROUTES } from '@lobby/shared';

export { linkOrigin, type PublicSite } from '../../lib/public-site.ts';

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
