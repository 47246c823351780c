import { useTranslation } from 'react-i18next';
import { formatYear } from '../i18n/format';
import { useCurrentYear } from '../i18n/useCurrentYear';
import { useLanguage } from '../i18n/useLanguage';
import styles from './SiteFooter.module.scss';

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const year = formatYear(language, useCurrentYear());
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.name}>{t('school.name')}</p>
        <p>{t('school.address')}</p>
        <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
