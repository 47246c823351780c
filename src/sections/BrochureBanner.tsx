import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { brochurePages, brochurePdf } from '../content/brochure';
import { useLanguage, useLocalizedPath } from '../i18n/useLanguage';
import styles from './BrochureBanner.module.scss';

export function BrochureBanner() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const localized = useLocalizedPath();
  const pdf = brochurePdf(language);
  return (
    <section className={styles.banner} aria-labelledby="brochure-banner-title">
      <div className={styles.inner}>
        <div>
          <h2 id="brochure-banner-title" className={styles.title}>
            {t('brochureBanner.title')}
          </h2>
          <p className={styles.body}>
            {t('brochureBanner.body', { count: brochurePages(language) })}
          </p>
        </div>
        <div className={styles.actions}>
          <Link
            className={styles.primary}
            to={localized('/brochure')}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('brochureBanner.view')}
            <span className={styles.visuallyHidden}> {t('brochureBanner.opensInNewTab')}</span>
          </Link>
          <a
            className={styles.secondary}
            href={pdf.href}
            download={pdf.fileName}
            type="application/pdf"
          >
            {t('brochureBanner.download')}
          </a>
        </div>
      </div>
    </section>
  );
}
