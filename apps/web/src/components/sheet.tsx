import { type ReactNode, useEffect, useRef } from 'react';
import { useScrollLock } from '../lib/scroll-lock.ts';
import { useTranslation } from '../lib/translation.ts';
import { CloseIcon } from './more-icons.tsx';
import './sheet.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Where the sheet slides in from. */
  side: 'bottom' | 'end';
  children: ReactNode;
}

/**
 * A modal sheet on the native <dialog>: the browser traps focus, closes on Escape and keeps
 * the page inert; we add the scroll lock of spec 2.1 and closing on the backdrop.
 */
export function Sheet({ open, onClose, title, side, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useScrollLock(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape, which <dialog> handles itself
    <dialog
      ref={ref}
      className={`sheet sheet-${side}`}
      aria-label={title}
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="sheet-body">
        <div className="sheet-head">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
