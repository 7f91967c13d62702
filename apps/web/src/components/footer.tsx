import { useStartupConfig } from '../lib/startup-config.ts';
import { useTranslation } from '../lib/translation.ts';
import { CdnImage } from './cdn-image.tsx';
import { LanguagePicker } from './language-picker/language-picker.tsx';

/** spec 2.1: every page gets a footer: licences, the copyright line and the language picker. */
export function Footer() {
  const { t } = useTranslation();
  const { brand } = useStartupConfig();
  return (
    <footer className="app-footer">
      <LanguagePicker />
      <ul className="licences" aria-label={t('footer.licences')}>
        {brand.licenceImages.map((image) => (
          <li key={image.url}>
            <CdnImage path={image.url} alt={image.alt} width={40} height={40} loading="lazy" />
          </li>
        ))}
      </ul>
      <p className="copyright">{brand.copyright}</p>
    </footer>
  );
}
