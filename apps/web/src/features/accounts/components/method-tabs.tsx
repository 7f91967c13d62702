import { useTranslation } from '../../../lib/translation.ts';

/**
 * The method switch of the login (spec 2.5) and registration (spec 2.6) forms: one tab per
 * method, each `[method, i18n key of its label]`.
 */
export function MethodTabs<M extends string>({
  label,
  methods,
  value,
  onChange,
}: {
  /** i18n key of the tab list's name. */
  label: string;
  methods: readonly (readonly [M, string])[];
  value: M;
  onChange(method: M): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="form-tabs" role="tablist" aria-label={t(label)}>
      {methods.map(([method, key]) => (
        <button
          key={method}
          type="button"
          role="tab"
          aria-selected={value === method}
          onClick={() => onChange(method)}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}
