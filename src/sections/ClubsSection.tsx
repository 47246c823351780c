import { useTranslation } from 'react-i18next';
import { CLUBS, EVENTS } from '../content/home';
import { formatMonth } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { Section } from './Section';
import styles from './cards.module.scss';

export function ClubsSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <Section id="clubs" title={t('clubs.title')} intro={t('clubs.intro')}>
      <h3 className={styles.subheading}>{t('clubs.clubsTitle')}</h3>
      <ul className={styles.grid}>
        {CLUBS.map(({ id, titleKey, descriptionKey, category }) => (
          <li key={id} className={styles.card} data-category={category}>
            <span className={styles.tag}>{t(`clubs.category.${category}`)}</span>
            <h4 className={styles.cardTitle}>{t(titleKey)}</h4>
            <p className={styles.cardBody}>{t(descriptionKey)}</p>
          </li>
        ))}
      </ul>
      <h3 className={styles.subheading}>{t('clubs.eventsTitle')}</h3>
      <ul className={styles.grid}>
        {EVENTS.map(({ id, titleKey, descriptionKey, when }) => (
          <li key={id} className={styles.card}>
            <p className={styles.meta}>
              {when.every === 'month'
                ? t('events.when.month', { month: formatMonth(language, when.month) })
                : t(`events.when.term.${when.term}`)}
            </p>
            <h4 className={styles.cardTitle}>{t(titleKey)}</h4>
            <p className={styles.cardBody}>{t(descriptionKey)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
