import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { school } from '../config/school';
import { MILESTONES, STATS } from '../content/achievements';
import type { Stat, StatValue } from '../content/home';
import { formatNumber, formatPercent, formatYear } from '../i18n/format';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { Section } from './Section';
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

/** A stat's description: its figures from the school's data (src/config/school.ts). */
function statDescription(t: TFunction<'home'>, years: string, stat: Stat): string {
  return 'descriptionRank' in stat && stat.descriptionRank
    ? t(stat.descriptionKey, { count: school.ranking, ordinal: true })
    : t(stat.descriptionKey, { years });
}

export function AchievementsSection() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const rank = formatNumber(language, school.ranking);
  const years = formatNumber(language, school.yearsOfTeaching);
  return (
    <Section
      id="achievements"
      title={t('achievements.title')}
      intro={t('achievements.intro', { rank })}
    >
      <h3 className={cards.subheading}>{t('achievements.statsTitle')}</h3>
      <dl className={styles.stats}>
        {STATS.map((stat) => (
          <div key={stat.id} className={styles.stat} data-stat={stat.id}>
            <dt className={styles.label}>{t(stat.labelKey)}</dt>
            <dd className={styles.number}>{statText(t, language, stat.value)}</dd>
            <dd className={styles.description}>{statDescription(t, years, stat)}</dd>
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
            <h4 className={cards.cardTitle}>{t(milestone.titleKey, { rank, years })}</h4>
            <p className={cards.cardBody}>{t(milestone.descriptionKey, { years })}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
