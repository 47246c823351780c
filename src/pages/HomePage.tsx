import { useTranslation } from 'react-i18next';
import { HeroSection } from '../sections/HeroSection';
import { IntroSection } from '../sections/IntroSection';
import { school } from '../config/school';
import { formatNumber } from '../i18n/format';
import { useLanguage } from '../i18n/useLanguage';
import { MascotWidget } from '../features/mascot/MascotWidget';

export function HomePage() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  return (
    <>
      <HeroSection />
      <IntroSection
        id="about"
        title={t('about.title')}
        intro={t('about.intro', { years: formatNumber(language, school.yearsOfTeaching) })}
      />
      <IntroSection
        id="student-life"
        title={t('studentLife.title')}
        intro={t('studentLife.intro')}
      />
      <IntroSection id="covid-commitment" title={t('covid.title')} intro={t('covid.intro')} />
      <IntroSection id="clubs" title={t('clubs.title')} intro={t('clubs.intro')} />
      <IntroSection
        id="achievements"
        title={t('achievements.title')}
        intro={t('achievements.intro', { rank: formatNumber(language, school.ranking) })}
      />
      <IntroSection
        id="testimonials"
        title={t('testimonials.title')}
        intro={t('testimonials.intro')}
      />
      <IntroSection id="gallery" title={t('gallery.title')} intro={t('gallery.intro')} />
      <IntroSection id="contact" title={t('contact.title')} intro={t('contact.intro')} />
      <MascotWidget />
    </>
  );
}
