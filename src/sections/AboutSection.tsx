import { useTranslation } from 'react-i18next';
import { school } from '../config/school';
import { MISSION_POINTS } from '../content/home';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { Section } from './Section';
import styles from './AboutSection.module.scss';

export function AboutSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <Section
      id="about"
      title={t('about.title')}
      intro={t('about.intro', { years: formatNumber(language, school.yearsOfTeaching) })}
    >
      <div className={styles.layout}>
        <article className={styles.letter} aria-labelledby="principal-title">
          <h3 id="principal-title" className={styles.heading}>
            {t('about.principal.title')}
          </h3>
          <p>{t('about.principal.greeting')}</p>
          <p>{t('about.principal.body')}</p>
          <p>{t('about.principal.closing')}</p>
          <p className={styles.signature}>{t('about.principal.signature')}</p>
        </article>
        <div className={styles.aims}>
          <div className={styles.aim}>
            <h3 className={styles.heading}>{t('about.vision.title')}</h3>
            <p>{t('about.vision.body')}</p>
          </div>
          <div className={styles.aim}>
            <h3 className={styles.heading}>{t('about.mission.title')}</h3>
            <ul className={styles.mission}>
              {MISSION_POINTS.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
