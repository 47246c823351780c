import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { school, schoolLinks } from '../config/school';
import { HERO_ART } from '../content/hero';
import { formatYear } from '../i18n/format';
import { useLanguage, useLocalizedPath } from '../i18n/useLanguage';
import { TourLauncher } from '../features/tour/TourLauncher';
import { LanguageSwitcher } from '../features/language-switcher/LanguageSwitcher';
import { LineIcon } from '../ui/LineIcon';
import styles from './HeroSection.module.scss';

/** A telephone handset. */
const PHONE_ICON =
  'M6.5 3h3l1.5 4.5-2 1.5a12 12 0 0 0 6 6l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A17 17 0 0 1 4.5 5a2 2 0 0 1 2-2Z';

export function HeroSection() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  const localized = useLocalizedPath();
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          {/* What a parent decides on, then the way to ask: all on the first screen of a phone. */}
          <p className={styles.eyebrow}>
            {t('hero.eyebrow', { year: formatYear(language, school.established) })}
          </p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.facts}>{tCommon('school.tagline')}</p>
          <a className={styles.call} href={schoolLinks.phone}>
            <LineIcon path={PHONE_ICON} size={22} />
            <span className={styles.callText}>
              <span>{t('hero.call')}</span>{' '}
              <span className={styles.callNumber} dir="ltr">
                {school.phone}
              </span>
            </span>
          </a>
          <p className={styles.intro}>{t('hero.intro')}</p>
          <div className={styles.actions}>
            <a className={styles.primary} href="#about">
              {t('hero.cta.about')}
            </a>
            <Link className={styles.secondary} to={localized('/academics')}>
              {t('hero.cta.subjects')}
            </Link>
            <a className={styles.secondary} href="#contact">
              {t('hero.cta.contact')}
            </a>
            <TourLauncher buttonClassName={styles.secondary} headerExtra={<LanguageSwitcher />} />
          </div>
        </div>
        <img
          className={styles.art}
          src={HERO_ART.src}
          width={HERO_ART.width}
          height={HERO_ART.height}
          alt={t('hero.artAlt')}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
