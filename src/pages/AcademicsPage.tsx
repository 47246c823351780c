import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import { loadRestOfText } from '../i18n/localeLoaders';
import { useLocalizedPath } from '../i18n/useLanguage';
import { island } from '../hydration/Island';
import styles from './AcademicsPage.module.scss';

// The levels' tabs and subject cards: in the prerendered HTML, hydrated just after the page
// is live, when their code and their text (most of the academics text) have arrived
// (src/hydration/Island.tsx). A tap on a tab or a card before then is held and replayed.
const levels = island('academics', async () => {
  const [module] = await Promise.all([
    import('../features/academics/AcademicLevels'),
    loadRestOfText(i18next, 'academics'),
  ]);
  return module.AcademicLevels;
});

/** Called before a client-side navigation shows the academics page (src/pages/pageLoading.ts). */
export const preloadAcademicsPage = levels.preload;

export function AcademicsPage() {
  const { t } = useTranslation('academics');
  const localized = useLocalizedPath();
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={localized('/')}>
        <span aria-hidden="true" className={styles.arrow} />
        {t('backHome')}
      </Link>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('intro')}</p>
      <levels.Island />
    </div>
  );
}
