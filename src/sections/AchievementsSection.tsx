import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { school } from '../config/school';
import { MILESTONES, STATS } from '../content/achievements';
import type { StatValue } from '../content/home';
import { formatNumber, formatPercent, formatYear } from '../i18n/format';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { IntroSection } from './IntroSection';
import cards from './cards.module.scss';
import styles from './AchievementsSection.module.scss';

function statText(t: TFunction<'home'>, language: Language, stat: StatValue): string {
  switch (stat.kind) {
    case 'year':
      return formatYear(language, stat.value);
    case 'percent':
      return formatPercent(language, stat.value);
    case 'number':
      return t(stat.patternKey, { value: formatNumber(language, stat.value) });
  }
}

export function AchievementsSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const rank = formatNumber(language, school.ranking);
  return (
    <IntroSection
      id="achievements"
      title={t('achievements.title')}
      intro={t('achievements.intro', { rank })}
    >
      <h3 className={cards.subheading}>{t('achievements.statsTitle')}</h3>
      <dl className={styles.stats}>
        {STATS.map(({ id, value, labelKey, descriptionKey }) => (
          <div key={id} className={styles.stat} data-stat={id}>
            <dt className={styles.label}>{t(labelKey)}</dt>
            <dd className={styles.number}>{statText(t, language, value)}</dd>
            <dd className={styles.description}>{t(descriptionKey)}</dd>
          </div>
        ))}
      </dl>
      <h3 className={cards.subheading}>{t('achievements.milestonesTitle')}</h3>
      <ol className={cards.grid}>
        {MILESTONES.map((milestone) => (
          <li key={milestone.id} className={cards.card}>
            {'year' in milestone && (
              <p className={cards.meta}>{formatYear(language, milestone.year)}</p>
            )}
            <h4 className={cards.cardTitle}>{t(milestone.titleKey, { rank })}</h4>
            <p className={cards.cardBody}>{t(milestone.descriptionKey)}</p>
          </li>
        ))}
      </ol>
    </IntroSection>
  );
}
