import { HEAD_ICON_COUNT, headIconUrl, TOASTS } from '@lobby/shared';
import { useState } from 'react';
import { Sheet } from '../../../components/sheet.tsx';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { useSetHeadIcon } from '../api/set-head-icon.ts';

const ICONS = Array.from({ length: HEAD_ICON_COUNT }, (_, index) => index + 1);

/**
 * The head icon picker (spec 7 "head icon", decision 014): the built-in set in a bottom sheet;
 * a tap saves at once, and the sheet closes on success. A failure keeps it open with a toast.
 */
export function HeadIconPicker({ current, onClose }: { current: number; onClose(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const save = useSetHeadIcon();

  function choose(icon: number) {
    if (save.isPending) return;
    if (icon === current) {
      setOpen(false);
      return;
    }
    save.mutate(icon, {
      onSuccess: () => {
        setOpen(false);
        void import('../../../lib/feedback.ts').then((m) =>
          m.showToast(t('memberCentre.avatarSaved'), TOASTS.successMs, 'success'),
        );
      },
      onError: (error) => {
        void import('../../../lib/feedback.ts').then((m) =>
          m.showToast(t(errorMessageKey(error)), TOASTS.shortMs),
        );
      },
    });
  }

  return (
    <Sheet open={open} onClose={onClose} title={t('memberCentre.avatarTitle')} side="bottom">
      <ul className="mc-avatar-grid">
        {ICONS.map((icon) => (
          <li key={icon}>
            <button
              type="button"
              aria-label={t('memberCentre.avatarOption', { number: icon })}
              aria-pressed={icon === current}
              disabled={save.isPending}
              onClick={() => choose(icon)}
            >
              <img src={headIconUrl(icon)} alt="" width={64} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
