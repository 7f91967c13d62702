import { type Deposit, type DepositOptionsResponse, ROUTES, TRIAL_CUSTOMER_TYPE } from '@lobby/shared';
import { useQuery } from '@tanstack/react-query';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useNavigate, useSearchParams } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { depositOptionsQueryOptions } from '../api/get-deposit-options.ts';
import { ClassicDeposit, StepDeposit } from '../components/deposit-layouts.tsx';
import { DepositResultSheet } from '../components/deposit-result-sheet.tsx';
import { CashierFailed, CashierLoading, TrialNotice } from '../components/screen-states.tsx';
import { useDepositForm } from '../components/use-deposit-form.ts';
import { depositTemplateOf } from '../deposit-rules.ts';
import '../components/cashier.css';

export interface DepositScreenProps {
  /** Called when a deposit reaches a final state: the route refreshes the header balance. */
  onDepositFinal(): void;
}

/**
 * /m/voucherCenter (spec 2.1, 7 "deposit"): the template the merchant chose (spec 4 dep_func),
 * and the result sheet of `?deposit=<id>` when a gateway or a manual request comes back.
 */
export function DepositScreen({ onDepositFinal }: DepositScreenProps) {
  const { t } = useTranslation();
  const session = useSession();
  const trial = session?.type === TRIAL_CUSTOMER_TYPE;
  const query = useQuery({ ...depositOptionsQueryOptions(), enabled: !trial });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resultId = params.get('deposit');
  if (trial) return <TrialNotice />;
  if (query.isPending) return <CashierLoading />;
  if (query.isError)
    return <CashierFailed text={t(errorMessageKey(query.error))} onRetry={() => void query.refetch()} />;
  const options = query.data;
  return (
    <main className="page-content cashier">
      {options.channels.length === 0 ? (
        <p className="card">{t('cashier.noChannels')}</p>
      ) : (
        // Keyed by the result: a new deposit starts from a fresh form (and a fresh request key).
        <DepositForm
          key={resultId ?? 'form'}
          options={options}
          onCreated={(deposit) => navigate(`${ROUTES.voucherCenter}?deposit=${deposit.id}`)}
        />
      )}
      {resultId && /^[1-9]\d{0,17}$/.test(resultId) && (
        <DepositResultSheet
          id={resultId}
          currencySymbol={options.currencySymbol}
          onClose={() => navigate(ROUTES.voucherCenter, { replace: true })}
          onFinal={onDepositFinal}
        />
      )}
    </main>
  );
}

function DepositForm({
  options,
  onCreated,
}: {
  options: DepositOptionsResponse;
  onCreated(deposit: Deposit): void;
}) {
  const config = useStartupConfig();
  const form = useDepositForm(options, onCreated);
  return depositTemplateOf(config.mobileTemplate.dep_func) === 'new' ? (
    <StepDeposit form={form} options={options} />
  ) : (
    <ClassicDeposit form={form} options={options} />
  );
}
