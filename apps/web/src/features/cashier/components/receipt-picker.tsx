import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

/** The server's limits for a receipt (spec 5 upload limits): png or jpeg, 5 MB at most. */
export const RECEIPT_TYPES = ['image/png', 'image/jpeg'] as const;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file cannot be a receipt (a `cashier.` key), or null. */
export function receiptProblem(file: { type: string; size: number }): string | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'cashier.receiptType';
  if (file.size > RECEIPT_MAX_BYTES) return 'cashier.receiptSize';
  return null;
}

/** An optional receipt image with its preview; it is uploaded once the deposit exists. */
export function ReceiptPicker({
  value,
  onChange,
}: {
  value: File | null;
  onChange(file: File | null): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A data: URL, not a blob: one: the page's Content-Security-Policy allows images from data:.
  useEffect(() => {
    setPreview(null);
    if (!value) return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(value);
    return () => reader.abort();
  }, [value]);
  return (
    <div className="field cashier-receipt">
      <label className="field-label" htmlFor={id}>
        {t('cashier.receipt')}
      </label>
      {/* The native picker's own words ("Choose File") follow the browser, not the app's language. */}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={RECEIPT_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          const why = file ? receiptProblem(file) : null;
          setProblem(why);
          onChange(why ? null : file);
          if (why) event.target.value = '';
        }}
      />
      <label htmlFor={id} className="button button-small button-outline cashier-receipt-choose">
        {t('cashier.receiptChoose')}
      </label>
      <p className="cashier-hint">{t('cashier.receiptHint')}</p>
      {problem && (
        <p className="field-error" role="alert">
          {t(problem)}
        </p>
      )}
      {preview && (
        <div className="cashier-receipt-preview">
          <img src={preview} alt={t('cashier.receiptPreview')} />
          <button type="button" className="button button-small button-outline" onClick={() => onChange(null)}>
            {t('cashier.receiptRemove')}
          </button>
        </div>
      )}
    </div>
  );
}
