import { EMAIL_BIND_LINK_MINUTES, ROUTES } from '@lobby/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { admit } from '../../core/rate-limits.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { linkOrigin } from '../../lib/public-site.ts';
import { createToken, hashToken } from '../../lib/session-tokens.ts';
import { EMAIL_LINKS_PER_HOUR, type SecurityContext } from './context.ts';
import * as q from './queries.ts';
import { maskEmail } from './rules.ts';

// Bind e-mail (spec 7 "email bind"; issue 11; decision 057): a single-use link that expires,
// sent through the e-mail provider (outbox, or SMTP when configured); member.email changes only
// when it is opened.

/** The security centre opens with the token and verifies it. */
export function emailBindLink(origin: string, token: string): string {
  return `${origin}${ROUTES.securityCenter}?emailToken=${encodeURIComponent(token)}`;
}

export async function requestEmailBind(ctx: SecurityContext, memberId: number, email: string) {
  await admit(ctx.counters.perHour, `email:${memberId}`, EMAIL_LINKS_PER_HOUR);
  const [member, merchant] = await Promise.all([
    q.memberSecurityRow(ctx.db, memberId),
    q.merchantForEmail(ctx.db),
  ]);
  if (!member || !merchant) throw appError('SERVICE_UNAVAILABLE', 'The merchant is not configured yet.');
  const { token, hash } = createToken();
  await ctx.db.transaction(async (tx) => {
    // A new link ends the older ones: only the newest address can be bound.
    await tx
      .update(t.emailVerification)
      .set({ usedAt: sql`now()` })
      .where(and(eq(t.emailVerification.memberId, memberId), isNull(t.emailVerification.usedAt)));
    await tx.insert(t.emailVerification).values({
      memberId,
      email,
      tokenHash: hash,
      expiresAt: sql`now() + make_interval(mins => ${EMAIL_BIND_LINK_MINUTES})`,
    });
  });
  const link = emailBindLink(linkOrigin(ctx.site, merchant.mainDomain), token);
  const result = await ctx.email.send({
    to: email,
    subject: `${merchant.name}: confirm your e-mail address`,
    text: [
      `Open this link to bind ${email} to the ${merchant.name} account ${member.account}:`,
      link,
      `The link works once, within ${EMAIL_BIND_LINK_MINUTES} minutes. If it was not you, ignore this e-mail.`,
    ].join('\n'),
    purpose: 'email-bind',
  });
  if (result.status === 'failed')
    throw appError('SERVICE_UNAVAILABLE', 'The e-mail could not be sent; try again.');
  return { email: maskEmail(email) };
}

/** Uses the link once: the address becomes the member's, verified now. Anything else: 400. */
export async function verifyEmailBind(db: Db, token: string) {
  const email = await db.transaction(async (tx) => {
    const [link] = await tx
      .update(t.emailVerification)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(t.emailVerification.tokenHash, hashToken(token)),
          isNull(t.emailVerification.usedAt),
          gt(t.emailVerification.expiresAt, sql`now()`),
        ),
      )
      .returning({ memberId: t.emailVerification.memberId, email: t.emailVerification.email });
    if (!link) return undefined;
    await tx
      .update(t.member)
      .set({ email: link.email, emailVerifiedAt: sql`now()` })
      .where(eq(t.member.id, link.memberId));
    return link.email;
  });
  if (email === undefined) {
    throw appError('EMAIL_LINK_INVALID', 'This link is invalid, used or expired; ask for a new one.', {
      field: 'token',
    });
  }
  return { email: maskEmail(email) };
}

/** The address waiting for its link, if a live one exists. */
export async function pendingEmail(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: t.emailVerification.email })
    .from(t.emailVerification)
    .where(
      and(
        eq(t.emailVerification.memberId, memberId),
        isNull(t.emailVerification.usedAt),
        gt(t.emailVerification.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row ? maskEmail(row.email) : null;
}
