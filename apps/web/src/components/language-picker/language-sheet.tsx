import { type LanguageCode, languageInfo } from '@lobby/shared';
import { useTranslation } from '../../lib/translation.ts';
import { Sheet } from '../sheet.tsx';
import { Flag } from './flag.tsx';

/** The list of spec 2.14, loaded on the first tap of the picker (decision 007). */
export function LanguageSheet({
  open,
  onClose,
  supported,
  current,
  onChoose,
}: {
  open: boolean;
  onClose(): void;
  supported: readonly LanguageCode[];
  current: LanguageCode;
  onChoose(code: LanguageCode): void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} onClose={onClose} title={t('language.choose')} side="bottom">
      <ul className="language-list">
        {supported.map((code) => (
          <li key={code}>
            <button
              type="button"
              className="language-option"
              aria-current={code === current ? 'true' : undefined}
              lang={languageInfo(code).tag}
              onClick={() => onChoose(code)}
            >
              <Flag code={code} />
              <span>{languageInfo(code).nativeName}</span>
            </button>
          </li>
        ))}
      </ul>
    </Sheet>
  );
}
