import { useStartupConfig } from '../lib/startup-config.ts';
import { useTranslation } from '../lib/translation.ts';
import { CopyrightLine } from './copyright-line.tsx';
import { LanguagePicker } from './language-picker/language-picker.tsx';
import { LicenceBadges } from './licence-badges.tsx';

/** spec 2.1: every page gets a footer: licences, the copyright line and the language picker. */
export function Footer() {
  const { t } = useTranslation();
  const { brand } = useStartupConfig();
  return (
    <footer className="app-footer">
      <LanguagePicker />
      <LicenceBadges images={brand.licenceImages} label={t('footer.licences')} size={40} />
      <CopyrightLine />
    </footer>
  );
}
