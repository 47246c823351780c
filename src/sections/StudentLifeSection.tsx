import { useTranslation } from 'react-i18next';
import { STUDENT_LIFE, STUDENT_LIFE_ART } from '../content/home';
import { Highlights } from './Highlights';
import { Section } from './Section';

export function StudentLifeSection() {
  const { t } = useTranslation('home');
  return (
    <Section
      id="student-life"
      title={t('studentLife.title')}
      intro={t('studentLife.intro')}
      art={{ ...STUDENT_LIFE_ART, alt: t('studentLife.artAlt') }}
    >
      <Highlights items={STUDENT_LIFE} />
    </Section>
  );
}
