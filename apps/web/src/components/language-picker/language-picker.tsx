import { type LanguageCode, languageInfo } from '@lobby/shared';
import { lazy, Suspense, useState } from 'react';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { useTranslation } from '../../lib/translation.ts';
import { Flag } from './flag.tsx';

const LanguageSheet = lazy(() => import('./language-sheet.tsx').then((m) => ({ default: m.LanguageSheet })));

/** spec 2.14: the merchant's supported languages, each with its flag; a choice applies at once. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const { languages } = useStartupConfig();
  const [open, setOpen] = useState(false);
  // The list's code loads on the first tap, then stays mounted so it can animate closed.
  const [wanted, setWanted] = useState(false);
  const current = currentLanguage();

  async function choose(code: LanguageCode) {
    setOpen(false);
    // Queries that depend on the language refetch on the change (lib/query-provider.tsx).
    await setLanguage(code, true);
  }

  return (
    <>
      <button
        type="button"
        className="language-button"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-label={t('language.button', { name: languageInfo(current).nativeName })}
      >
        <Flag code={current} />
        <span lang={languageInfo(current).tag}>{languageInfo(current).nativeName}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <LanguageSheet
            open={open}
            onClose={() => setOpen(false)}
            supported={languages.supported}
            current={current}
            onChoose={(code) => void choose(code)}
          />
        </Suspense>
      )}
    </>
  );
}
