import { AGENT_TRANSACTION_KINDS, TRANSACTION_KINDS, type TransactionKind } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';
import '../../../components/chips.css';

// The kind chips of /m/transaction/record (spec 7 "transaction codes"; decision 070): "all", or
// any set of kinds; with `types=A` only the agent-related kinds are offered (decision 069).

export function KindFilter({
  agent,
  value,
  onChange,
}: {
  agent: boolean;
  value: readonly TransactionKind[];
  onChange: (kinds: TransactionKind[]) => void;
}) {
  const { t } = useTranslation();
  const offered: readonly TransactionKind[] = agent ? AGENT_TRANSACTION_KINDS : TRANSACTION_KINDS;
  const toggle = (kind: TransactionKind) =>
    onChange(value.includes(kind) ? value.filter((k) => k !== kind) : [...value, kind]);
  return (
    <fieldset className="chip-row records-chips records-kinds">
      <legend className="visually-hidden">{t('records.kinds')}</legend>
      <button
        type="button"
        className="chip records-chip"
        aria-pressed={value.length === 0}
        data-testid="records-kind-all"
        onClick={() => onChange([])}
      >
        {t('records.allKinds')}
      </button>
      {offered.map((kind) => (
        <button
          key={kind}
          type="button"
          className="chip records-chip"
          aria-pressed={value.includes(kind)}
          data-testid={`records-kind-${kind}`}
          onClick={() => toggle(kind)}
        >
          {t(`records.kind.${kind}`)}
        </button>
      ))}
    </fieldset>
  );
}
