import { useTranslation } from 'react-i18next';
import { COVID_COMMITMENTS } from '../content/home';
import { Highlights } from './Highlights';
import { IntroSection } from './IntroSection';

export function CovidSection() {
  const { t } = useTranslation('home');
  return (
    <IntroSection id="covid-commitment" title={t('covid.title')} intro={t('covid.intro')}>
      <Highlights items={COVID_COMMITMENTS} />
    </IntroSection>
  );
}
