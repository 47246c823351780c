import { useTranslation } from 'react-i18next';
import { school } from '../config/school';
import styles from './DisclaimerBanner.module.scss';

/** The red banner on every page: what this site is, and is not. */
export function DisclaimerBanner() {
  const { t } = useTranslation();
  return (
    <aside className={styles.banner} aria-label={t('banner.label')}>
      <p className={styles.text}>
        <span>{t('banner.classProject')}</span> <strong>{t('banner.notOfficial')}</strong>{' '}
        <span>{t('banner.aiPhotos')}</span> <span>{t('banner.factsTrue')}</span>{' '}
        <a
          className={styles.link}
          href={school.officialSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('banner.officialLink')}
          <span className={styles.visuallyHidden}> {t('banner.opensInNewTab')}</span>
        </a>
      </p>
    </aside>
  );
}
