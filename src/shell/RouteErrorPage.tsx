import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedPath, splitLanguagePath } from '../i18n/paths';
import styles from './RouteErrorPage.module.scss';

/**
 * Shown in place of the site when a page cannot be shown (./SiteRouter.tsx): its code or text
 * did not arrive, or rendering it threw. It stands outside the shell and the router (either may
 * be what failed), so it reads the language from the address bar and links home with a plain
 * link, which reloads the site afresh.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
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
