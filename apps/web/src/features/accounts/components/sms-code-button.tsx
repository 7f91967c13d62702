import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * spec 4 "SMS code": idle; after a successful send, a countdown shown as `Ns` with the button
 * disabled; idle again at 0. `onSend` resolves to the countdown length in seconds
 * (expiredMinutes x 60, spec 9) or null when the send failed.
 */
export function SmsCodeButton({
  onSend,
  disabled,
}: {
  onSend(): Promise<number | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  async function send() {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds) setRemaining(seconds);
    } finally {
      setSending(false);
    }
  }

  return (
    <button
      type="button"
      className="field-link"
      disabled={disabled || sending || remaining > 0}
      onClick={() => void send()}
    >
      {remaining > 0 ? `${remaining}s` : t('form.sendCode')}
    </button>
  );
}
