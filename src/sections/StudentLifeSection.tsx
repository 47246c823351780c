import { useTranslation } from 'react-i18next';
import { STUDENT_LIFE } from '../content/home';
import { Highlights } from './Highlights';
import { IntroSection } from './IntroSection';

export function StudentLifeSection() {
  const { t } = useTranslation('home');
  return (
    <IntroSection id="student-life" title={t('studentLife.title')} intro={t('studentLife.intro')}>
      <Highlights items={STUDENT_LIFE} />
    </IntroSection>
  );
}
