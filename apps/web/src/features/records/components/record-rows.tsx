import type { Deposit, Transaction, Withdrawal } from '@lobby/shared';
import { groupAmount } from '../../../lib/group-amount.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { RecordAmount, RecordTime, StateBadge } from './record-parts.tsx';

// One row per record (issue 11 "Records"): what it is, when, how much with its sign, its state,
// and for deposits and withdrawals the order number and the reason of a refusal.

export function TransactionRow({ item }: { item: Transaction }) {
  const { t } = useTranslation();
  return (
    <div className="records-row">
      <div className="records-row-main">
        <span className="records-title">{t(`records.kind.${item.kind}`)}</span>
        <RecordAmount amount={item.amount} state={item.state} />
      </div>
      <div className="records-row-meta">
        <RecordTime at={item.createdAt} />
        {item.state === 'posted' && item.balanceAfter !== null ? (
          <span>{t('records.balanceAfter', { amount: groupAmount(item.balanceAfter) })}</span>
        ) : (
          <StateBadge state={item.state} />
        )}
      </div>
      <div className="records-row-meta">
        <span>{t('records.number', { id: item.id })}</span>
      </div>
    </div>
  );
}

function Reason({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <p className="records-reason" data-testid="records-reason">
      {t('records.reason')} <bdi>{reason}</bdi>
    </p>
  );
}

export function DepositRow({ item }: { item: Deposit }) {
  const { t } = useTranslation();
  return (
    <div className="records-row">
      <div className="records-row-main">
        <bdi className="records-title">{item.channelName}</bdi>
        <RecordAmount amount={item.amount} state={item.state} />
      </div>
      <div className="records-row-meta">
        <RecordTime at={item.createdAt} />
        <StateBadge state={item.state} />
      </div>
      <div className="records-row-meta">
        <span>
          {t('records.orderNo')} <bdi>{item.orderNo}</bdi>
        </span>
        {item.bonus !== '0.00' && <span>{t('records.bonus', { amount: groupAmount(item.bonus) })}</span>}
      </div>
      <Reason reason={item.reason} />
    </div>
  );
}

export function WithdrawalRow({ item }: { item: Withdrawal }) {
  const { t } = useTranslation();
  return (
    <div className="records-row">
      <div className="records-row-main">
        <span className="records-title">
          <bdi>{item.bankName}</bdi> <bdi dir="ltr">{item.cardNumber}</bdi>
        </span>
        <RecordAmount amount={item.amount} out state={item.state} />
      </div>
      <div className="records-row-meta">
        <RecordTime at={item.createdAt} />
        <StateBadge state={item.state} />
      </div>
      <div className="records-row-meta">
        <span>
          {t('records.orderNo')} <bdi>{item.orderNo}</bdi>
        </span>
      </div>
      <Reason reason={item.reason} />
    </div>
  );
}
