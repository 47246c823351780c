import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { localizedPath, splitLanguagePath } from '../i18n/paths';
import styles from './RouteErrorPage.module.scss';

/**
 * Shown instead of the router's bare "Unexpected Application Error!". It stands outside the
 * shell (the shell may be what failed), so it reads the language from the address bar and
 * links home with a plain link, which reloads the site afresh.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation('errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  const home =
    typeof window === 'undefined'
      ? '/'
      : localizedPath(splitLanguagePath(window.location.pathname).language, '/');

  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <p className={styles.actions}>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
        <a className={styles.link} href={home}>
          {t('routeError.home')}
        </a>
      </p>
    </main>
  );
}
