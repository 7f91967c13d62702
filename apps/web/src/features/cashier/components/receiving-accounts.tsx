import type { ReceivingAccount } from '@lobby/shared';
import { showToast } from '../../../lib/feedback.ts';
import { useTranslation } from '../../../lib/translation.ts';

/** Copies to the clipboard and says so; a refused clipboard (an old WebView) says that instead. */
async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    await showToast(done, 1000, 'success');
  } catch {
    await showToast(failed, 2000, 'fail');
  }
}

/**
 * The merchant's receiving accounts of a bank-transfer channel (issue 11): the member picks the
 * one they pay into, and copies its name and number with one tap each.
 */
export function ReceivingAccounts({
  accounts,
  value,
  onChange,
}: {
  accounts: ReceivingAccount[];
  value: number | null;
  onChange(id: number): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="cashier-options">
      <legend>{t('cashier.payInto')}</legend>
      {accounts.map((account) => (
        <div
          key={account.id}
          className={account.id === value ? 'cashier-account selected' : 'cashier-account'}
        >
          <label className="cashier-account-pick">
            <input
              type="radio"
              name="receiving-account"
              checked={account.id === value}
              onChange={() => onChange(account.id)}
            />
            <strong>{account.bankName}</strong>
            {account.branch && <small>{account.branch}</small>}
          </label>
          {(
            [
              ['accountName', account.accountName],
              ['accountNumber', account.accountNumber],
            ] as const
          ).map(([field, text]) => (
            <div key={field} className="cashier-copy-row">
              <span className="cashier-copy-label">{t(`cashier.${field}`)}</span>
              <bdi className="cashier-copy-value">{text}</bdi>
              <button
                type="button"
                className="cashier-copy"
                aria-label={t('cashier.copyWhat', { what: t(`cashier.${field}`) })}
                onClick={() => void copy(text, t('cashier.copied'), t('cashier.copyFailed'))}
              >
                {t('cashier.copy')}
              </button>
            </div>
          ))}
        </div>
      ))}
    </fieldset>
  );
}
