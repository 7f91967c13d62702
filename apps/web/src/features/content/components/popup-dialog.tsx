import { type Announcement, ROUTES } from '@lobby/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseIcon } from '../../../components/more-icons.tsx';
import { loadPurify, SafeHtml } from '../../../components/safe-html.tsx';
import { useNavigate } from '../../../lib/router.ts';
import { useScrollLock } from '../../../lib/scroll-lock.ts';
import { useTranslation } from '../../../lib/translation.ts';
import { pagerState } from '../popup-pager.ts';
import './popup-dialog.css';

/** The closing animation's length (popup-dialog.css); none under reduced motion. */
const CLOSING_MS = 200;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

interface Props {
  /** The announcement popup (spec 4) or the latest-news popup (spec 2.4). */
  kind: 'popup' | 'news';
  pages: readonly Announcement[];
  /** Called as closing starts: what it records must survive a route change mid-animation. */
  onClose: () => void;
  /** Called once the closing animation has played. */
  onClosed: () => void;
}

/**
 * The popup of spec 4 on the native <dialog>: the browser traps focus and keeps the page inert;
 * Escape, the close button, an in-app link and the go-to button all close it, after a closing
 * animation. Loaded only when Home has something to show (decision 052).
 */
/**
 * Resolves once the dialog can paint whole: its HTML cleaner is here, so the content does not
 * appear (and the dialog grow and move) after the dialog has opened.
 */
export async function whenReady(): Promise<void> {
  await loadPurify();
}

export default function PopupDialog({ kind, pages, onClose, onClosed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const [closing, setClosing] = useState(false);
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;
  useScrollLock(true);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Start on the title, so a screen reader reads it first and the close button shows no ring.
    titleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => closedRef.current(), reducedMotion() ? 0 : CLOSING_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  const page = pages[Math.min(index, pages.length - 1)];
  if (!page) return null;
  const pager = pagerState(index, pages.length);
  const close = () => {
    if (closing) return;
    onClose();
    setClosing(true);
  };

  return (
    <dialog
      ref={ref}
      className={`popup${closing ? ' popup-closing' : ''}`}
      aria-labelledby={titleId}
      data-testid={kind === 'news' ? 'news-popup' : 'announcement-popup'}
      onCancel={(event) => {
        // Escape plays the closing animation too, instead of closing at once.
        event.preventDefault();
        close();
      }}
    >
      <div className="popup-card">
        <div className="popup-head">
          <p className="popup-kind">
            {t(kind === 'news' ? 'content.popup.news' : 'content.popup.announcement')}
          </p>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <h2 ref={titleRef} id={titleId} className="popup-title" tabIndex={-1}>
          {page.title}
        </h2>
        <SafeHtml key={page.id} className="popup-content" html={page.content} onNavigate={close} />
        {page.promotionType ? (
          <button
            type="button"
            className="button button-primary popup-go"
            onClick={() => {
              navigate(ROUTES.rewardCenter);
              close();
            }}
          >
            {t('content.popup.goTo')}
          </button>
        ) : null}
        {pages.length > 1 && (
          <nav className="popup-pager" aria-label={t('content.popup.pages')}>
            <button
              type="button"
              className="button button-outline button-small"
              disabled={pager.previousDisabled}
              onClick={() => setIndex((i) => i - 1)}
            >
              {t('content.popup.previous')}
            </button>
            <span className="popup-count" dir="ltr">
              {pager.label}
            </span>
            <button
              type="button"
              className="button button-outline button-small"
              disabled={pager.nextDisabled}
              onClick={() => setIndex((i) => i + 1)}
            >
              {t('content.popup.next')}
            </button>
          </nav>
        )}
      </div>
    </dialog>
  );
}
