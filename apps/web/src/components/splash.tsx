import { useTranslation } from '../lib/translation.ts';

/** The same splash index.html paints before any script runs (styles in global.css). */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div id="splash" role="status" aria-label={t('common.loading')}>
      <span />
    </div>
  );
}
