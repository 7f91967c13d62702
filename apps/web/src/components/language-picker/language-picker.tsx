import { type LanguageCode, languageInfo } from '@lobby/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../lib/i18n.ts';
import { refetchLanguageDependent } from '../../lib/language-queries.ts';
import { useStartupConfig } from '../../lib/startup-config.ts';
import { Sheet } from '../sheet.tsx';
import { FLAG_URLS } from './flag-urls.ts';

function Flag({ code }: { code: LanguageCode }) {
  return <img className="flag" src={FLAG_URLS[languageInfo(code).flag]} alt="" width={24} height={18} />;
}

/** spec 2.14: the merchant's supported languages, each with its flag; a choice applies at once. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { languages } = useStartupConfig();
  const [open, setOpen] = useState(false);
  const current = currentLanguage();

  async function choose(code: LanguageCode) {
    setOpen(false);
    await setLanguage(code, true);
    await refetchLanguageDependent(queryClient);
  }

  return (
    <>
      <button
        type="button"
        className="language-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        aria-label={t('language.button', { name: languageInfo(current).nativeName })}
      >
        <Flag code={current} />
        <span lang={languageInfo(current).tag}>{languageInfo(current).nativeName}</span>
      </button>
      <Sheet open={open} onClose={() => setOpen(false)} title={t('language.choose')} side="bottom">
        <ul className="language-list">
          {languages.supported.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="language-option"
                aria-current={code === current ? 'true' : undefined}
                lang={languageInfo(code).tag}
                onClick={() => void choose(code)}
              >
                <Flag code={code} />
                <span>{languageInfo(code).nativeName}</span>
              </button>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
