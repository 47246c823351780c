import { useTranslation } from 'react-i18next';
import { COVID_COMMITMENTS } from '../content/home';
import { Highlights } from './Highlights';
import { Section } from './Section';

export function CovidSection() {
  const { t } = useTranslation('home');
  return (
    <Section id="covid-commitment" title={t('covid.title')} intro={t('covid.intro')}>
      <Highlights items={COVID_COMMITMENTS} />
    </Section>
  );
}
