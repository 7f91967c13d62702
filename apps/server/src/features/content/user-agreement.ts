import type { LanguageCode, UserAgreementResponse } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { validationError } from '../../core/errors.ts';
import { requireMerchantConfig } from '../../core/merchant-config.ts';
import { type Change, recordAudit } from '../../core/operator-audit.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';
import { agreementRow, firstAgreementRow } from './queries.ts';

// The user agreement (spec 2.1 /m/useragreement, 2.6 item 7; docs/decisions/041).

/**
 * The agreement in `language`, else in the merchant's default language, else in any language
 * the operator wrote (a visitor reading some agreement beats reading none); null if none.
 */
export async function userAgreement(db: DbOrTx, language: LanguageCode): Promise<UserAgreementResponse> {
  const config = await requireMerchantConfig(db);
  const row =
    (await agreementRow(db, language)) ??
    (await agreementRow(db, config.languages.default)) ??
    (await firstAgreementRow(db));
  return {
    agreement: row
      ? { language: row.language as LanguageCode, html: row.html, updatedAt: row.updatedAt.getTime() }
      : null,
  };
}

/**
 * `agreement:set`: the text of one language, cleaned with the announcements' allow-list before
 * it is stored (the app renders it as HTML), audited in the same transaction. A text with
 * nothing left once cleaned is refused: the screen would show an empty page.
 */
export async function setUserAgreement(db: Db, language: LanguageCode, html: string): Promise<Change[]> {
  const clean = sanitizeAnnouncementHtml(html).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') {
    throw validationError('html', 'the agreement has no text once cleaned');
  }
  return db.transaction(async (tx) => {
    const before = await agreementRow(tx, language);
    if (before?.html === clean) return [];
    await tx
      .insert(t.userAgreement)
      .values({ language, html: clean })
      .onConflictDoUpdate({ target: t.userAgreement.language, set: { html: clean, updatedAt: sql`now()` } });
    const change: Change = { field: `userAgreement.${language}`, before: before?.html ?? null, after: clean };
    return recordAudit(tx, 'agreement:set', [change]);
  });
}
