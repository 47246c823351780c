import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteNav } from '../features/nav/SiteNav';
import { LanguageSwitcher } from '../features/language-switcher/LanguageSwitcher';
import { HOME_SECTIONS } from '../content/sections';
import { useLocalizedPath } from '../i18n/useLanguage';
import styles from './SiteHeader.module.scss';

/** The offer's slot: React renders it empty and never touches what the offer puts in it. */
const LEFT_ALONE = { __html: '' };

/**
 * The sticky header: crest, name and locality, the language switcher and the section nav.
 * `notice` goes in the switcher's message area: the app says there that another page could
 * not be downloaded, as the switcher says it of a language.
 * Just below it, over the page, hangs the offer to read the page in the browser's language
 * (src/features/language-switcher/offer.ts): plain DOM the page's entry script puts there, in
 * a slot React leaves alone, after the switcher in the tab order. It takes no room in the flow:
 * it may come a moment after the page is drawn, and would push down what the parent reads.
 */
export function SiteHeader({ notice }: { notice?: ReactNode }) {
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
        {/* On the page from the start, so a screen reader announces the offer when it comes.
            Empty HTML set by React: hydration and later renders never look inside. */}
        <div
          className={styles.below}
          aria-live="polite"
          data-below-header=""
          dangerouslySetInnerHTML={LEFT_ALONE}
        />
        <SiteNav sections={HOME_SECTIONS} />
      </div>
    </header>
  );
}
