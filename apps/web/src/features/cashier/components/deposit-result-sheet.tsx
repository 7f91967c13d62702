import { useQuery } from '@tanstack/react-query';
import { SpinLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { Sheet } from '../../../components/sheet.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useMemberEvent } from '../../../lib/use-member-event.ts';
import { depositQueryOptions } from '../api/get-deposit.ts';
import { showMoney } from '../money.ts';

/**
 * After a gateway's return or a manual request (`?deposit=<id>`): the deposit's state, asked
 * again when its live event arrives and every 3 s while it is pending; once final, the header balance is refreshed
 * (`onFinal`, composed by the route from the wallet feature).
 */
export function DepositResultSheet({
  id,
  currencySymbol,
  onClose,
  onFinal,
}: {
  id: string;
  currencySymbol: string;
  onClose(): void;
  onFinal(): void;
}) {
  const { t } = useTranslation();
  const query = useQuery(depositQueryOptions(id));
  // Pushed when the gateway's callback or the operator decides it (issue 11 "Live balance"); the
  // 3-s poll stays as the fallback while the stream is down.
  useMemberEvent('deposit', (event) => {
    if (event.id === id) void query.refetch();
  });
  const deposit = query.data;
  const finalState = deposit && deposit.state !== 'pending' ? deposit.state : null;
  const onFinalRef = useRef(onFinal);
  onFinalRef.current = onFinal;
  // Once per final state: the route refreshes the header balance and the withdrawal check.
  useEffect(() => {
    if (finalState) onFinalRef.current();
  }, [finalState]);
  return (
    <Sheet open onClose={onClose} title={t('cashier.resultTitle')} side="bottom">
      <div className="cashier-result" data-testid="deposit-result" data-state={deposit?.state ?? 'loading'}>
        {query.isError && <p role="alert">{t(errorMessageKey(query.error))}</p>}
        {!deposit && !query.isError && <SpinLoading aria-label={t('common.loading')} />}
        {deposit && (
          <>
            {deposit.state === 'pending' && <SpinLoading aria-hidden="true" />}
            <h3 role="status">{t(`cashier.state.${deposit.state}`)}</h3>
            <p className="cashier-result-amount">
              <bdi>{showMoney(deposit.amount, currencySymbol)}</bdi>
            </p>
            {deposit.state === 'approved' && deposit.bonus !== '0.00' && (
              <p>{t('cashier.bonusAdded', { amount: showMoney(deposit.bonus, currencySymbol) })}</p>
            )}
            {deposit.state === 'pending' && (
              <p>{t(deposit.type === 'gateway' ? 'cashier.pendingGateway' : 'cashier.pendingManual')}</p>
            )}
            {deposit.reason && <p>{t('cashier.reason', { reason: deposit.reason })}</p>}
            <p className="cashier-hint">
              {t('cashier.orderNo')} <bdi>{deposit.orderNo}</bdi>
            </p>
          </>
        )}
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('cashier.done')}
        </button>
      </div>
    </Sheet>
  );
}
