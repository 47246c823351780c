import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { school } from '../config/school';
import { HERO_ART } from '../content/hero';
import { formatYear } from '../i18n/format';
import { useLanguage, useLocalizedPath } from '../i18n/useLanguage';
import { TourLauncher } from '../features/tour/TourLauncher';
import { LanguageSwitcher } from '../features/language-switcher/LanguageSwitcher';
import { useFloatingClearance } from '../ui/floatingClearance';
import styles from './HeroSection.module.scss';

export function HeroSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const localized = useLocalizedPath();
  // On a short phone screen these buttons can land in the corners the floating controls use.
  const actions = useRef<HTMLDivElement>(null);
  useFloatingClearance(actions);
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>
            {t('hero.eyebrow', { year: formatYear(language, school.established) })}
          </p>
          <h1 id="home-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.intro}>{t('hero.intro')}</p>
          <div className={styles.actions} ref={actions}>
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
