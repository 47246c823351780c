import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { school, schoolLinks } from '../config/school';
import { formatAhead, formatYear } from '../i18n/format';
import { useCurrentYear } from '../i18n/useCurrentYear';
import { useLanguage, useLocalizedPath } from '../i18n/useLanguage';
import { PAGE_PATHS, type PageId } from '../pages/registry';
import styles from './SiteFooter.module.scss';

/** The footer's page links: the home page by its nav name, the others by their titles. */
const PAGE_LINKS = [
  { page: 'home', key: 'nav.home' },
  { page: 'academics', key: 'meta.academics.title' },
  { page: 'brochure', key: 'meta.brochure.title' },
] as const;

/**
 * The school's name, address and how to reach it, the site's pages (the current one marked)
 * and the copyright line.
 */
export function SiteFooter({ page: current }: { page: PageId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const currentYear = useCurrentYear();
  const year = formatYear(language, currentYear);
  // Next year too, listed with the page: a page built in December and read in January swaps
  // in its year without making a number formatter.
  formatAhead(() => formatYear(language, currentYear + 1));
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.school}>
          <p className={styles.name}>{t('school.name')}</p>
          <p>{t('school.address')}</p>
          <p className={styles.reach}>
            <a href={schoolLinks.phone} dir="ltr">
              {school.phone}
            </a>
            <a href={schoolLinks.admissionsEmail}>{school.admissionsEmail}</a>
          </p>
        </div>
        <nav className={styles.pages} aria-label={t('footer.pages')}>
          <ul>
            {PAGE_LINKS.map(({ page, key }) => (
              <li key={page}>
                <Link
                  to={localized(PAGE_PATHS[page])}
                  aria-current={page === current ? 'page' : undefined}
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
