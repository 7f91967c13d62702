import { useLocalizedText } from '../lib/localized-text.ts';
import { useStartupConfig } from '../lib/startup-config.ts';
import { useTranslation } from '../lib/translation.ts';
import { CdnImage } from './cdn-image.tsx';
import { CopyrightLine } from './copyright-line.tsx';
import { LanguagePicker } from './language-picker/language-picker.tsx';

/** spec 2.1: every page gets a footer: licences, the copyright line and the language picker. */
export function Footer() {
  const { t } = useTranslation();
  const { brand } = useStartupConfig();
  const localized = useLocalizedText();
  return (
    <footer className="app-footer">
      <LanguagePicker />
      <ul className="licences" aria-label={t('footer.licences')}>
        {brand.licenceImages.map((image) => (
          <li key={image.url}>
            <CdnImage path={image.url} alt={localized(image.alt)} width={40} height={40} loading="lazy" />
          </li>
        ))}
      </ul>
      <CopyrightLine />
    </footer>
  );
}
