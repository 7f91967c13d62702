import { ROUTES } from '@lobby/shared';
import { useEffect } from 'react';
import { Link } from '../../../lib/router.ts';
import { useSession } from '../../../lib/session.ts';
import { useStartupConfig } from '../../../lib/startup-config.ts';
import { useTranslation } from '../../../lib/translation.ts';

/**
 * Home (spec 2.4). The banner area comes from the layout; games, announcements and hot
 * matches arrive with their features, and until then Home says so plainly.
 */
export function HomeScreen() {
  const { t } = useTranslation();
  const config = useStartupConfig();
  const session = useSession();

  // spec 2.4: on load it scrolls to top. (Braces: newer browsers return a promise from scrollTo,
  // which React would take for a clean-up function.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <main className="page-content home">
      <section className="card welcome">
        <h2>{t('home.welcomeTitle', { brand: config.brand.name })}</h2>
        <p>{t('home.welcomeText')}</p>
      </section>
      <section className="card soon">
        <h2>{t('home.lobbySoonTitle')}</h2>
        <p>
          {t('home.lobbySoonText')}
          {/* Only guests are asked to open an account. */}
          {!session && ` ${t('home.lobbySoonJoin')}`}
        </p>
        {!session && (
          <div className="actions">
            {config.whitelabel.DIRECTREG3 && (
              <Link className="button button-primary" to={ROUTES.register}>
                {t('home.register')}
              </Link>
            )}
            <Link className="button button-outline" to={ROUTES.login}>
              {t('home.login')}
            </Link>
          </div>
        )}
      </section>
    </main>
  );
}
