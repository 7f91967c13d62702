import type { DepositChannel } from '@lobby/shared';
import { useTranslation } from '../../../lib/translation.ts';

/** The operator's enabled channels as a radio list: bank transfer or online payment (spec 7). */
export function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: DepositChannel[];
  value: string | null;
  onChange(code: string): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="cashier-options">
      <legend>{t('cashier.channel')}</legend>
      {channels.map((channel) => (
        <label
          key={channel.code}
          className={channel.code === value ? 'cashier-option selected' : 'cashier-option'}
        >
          <input
            type="radio"
            name="deposit-channel"
            value={channel.code}
            checked={channel.code === value}
            onChange={() => onChange(channel.code)}
          />
          <span className="cashier-option-text">
            <strong>{channel.name}</strong>
            <small>{t(channel.type === 'gateway' ? 'cashier.typeGateway' : 'cashier.typeBank')}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
