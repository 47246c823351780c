import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteNav } from '../features/nav/SiteNav';
import { LanguageSwitcher } from '../features/language-switcher/LanguageSwitcher';
import { HOME_SECTIONS } from '../content/sections';
import { useLocalizedPath } from '../i18n/useLanguage';
import styles from './SiteHeader.module.scss';

/**
 * The sticky header: crest, name and locality, the language switcher and the section nav.
 * `notice` goes in the switcher's message area: the app says there that another page could
 * not be downloaded, as the switcher says it of a language.
 * `offer` (the suggestion to read the page in the browser's language) hangs just below the
 * header, over the page: it arrives seconds after the page, and taking room in the flow would
 * push down whatever the parent is reading. It comes after the switcher in the tab order.
 */
export function SiteHeader({ notice, offer }: { notice?: ReactNode; offer?: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link className={styles.brand} to={localized('/')} aria-label={t('header.homeLink')}>
          {/* A file, not inline SVG: cached from page to page, and no weight in the app's code. */}
          <img className={styles.crest} src="/crest.svg" alt="" width="48" height="56" />
          <span className={styles.names}>
            <span className={styles.name}>{t('school.name')}</span>
            <span className={styles.locality}>{t('school.locality')}</span>
          </span>
        </Link>
        <LanguageSwitcher notice={notice} />
        {/* On the page from the start, so a screen reader announces the offer when it comes. */}
        <div className={styles.below} aria-live="polite" data-below-header="">
          {offer}
        </div>
        <SiteNav sections={HOME_SECTIONS} />
      </div>
    </header>
  );
}
