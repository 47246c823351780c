import { lazy, Suspense, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../i18n/useLanguage';
import { ClientOnly } from '../hydration/ClientOnly';
import styles from './SimplePage.module.scss';

// The 404 page is part of the shell, which every page loads: its cat comes after hydration in
// the cat's own chunk (shared with the tour and the mascot), into a space kept for it.
const CatFigure = lazy(async () => ({ default: (await import('../art/CatFigure')).CatFigure }));

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  const { pathname } = useLocation();
  const localized = useLocalizedPath();

  useEffect(() => {
    // A missing page is worth knowing about, but it is not an application error.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <div className={styles.page}>
      <div className={styles.text}>
        <h1 className={styles.title}>{t('notFound.title')}</h1>
        <p className={styles.lead}>{t('notFound.body')}</p>
        <Link className={styles.action} to={localized('/')}>
          {t('notFound.home')}
        </Link>
      </div>
      {/* The school cat, who looked everywhere too. */}
      <div className={styles.cat}>
        <ClientOnly>
          <Suspense fallback={null}>
            <CatFigure asleep />
          </Suspense>
        </ClientOnly>
      </div>
    </div>
  );
}
