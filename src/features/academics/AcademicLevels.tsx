import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../ui/Tabs';
import { LEVEL_GRADES, LEVEL_IDS, type LevelId } from '../../content/levels';
import { SUBJECTS } from '../../content/subjects';
import { formatNumber, formatPercent } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FlipCard } from './FlipCard';
import { flipReducer, initialFlipState } from './flip';
import { LEVEL_PREFIX, useLevelParam } from './useLevelParam';
import styles from './AcademicLevels.module.scss';

/** One tab per stage of school, each with its subject cards. */
export function AcademicLevels() {
  const { t } = useTranslation('academics');
  const language = useLanguage();
  const [level, selectLevel] = useLevelParam();
  const [flip, dispatch] = useReducer(flipReducer, level, initialFlipState);
  // However the level changed (a tab, a key, Back), no card stays turned over.
  if (flip.tab !== level) dispatch({ type: 'showTab', tab: level });
  const flipped = flip.tab === level ? flip.flipped : null;

  const grades = (id: LevelId) => {
    const range = LEVEL_GRADES[id];
    return range
      ? t('grades', {
          from: formatNumber(language, range.from),
          to: formatNumber(language, range.to),
        })
      : null;
  };

  const tabs = LEVEL_IDS.map((id) => ({
    id,
    label: (
      <>
        <span>{t(`levels.${id}.name`)}</span>
        {grades(id) && <span className={styles.tabGrades}>{grades(id)}</span>}
      </>
    ),
    panel: (
      <>
        <h2 className={styles.title}>
          {t(`levels.${id}.name`)}
          {grades(id) && <span className={styles.grades}>{grades(id)}</span>}
        </h2>
        <p className={styles.summary}>{t(`levels.${id}.summary`)}</p>
        <p className={styles.hint}>{t('cardHint')}</p>
        <ul className={styles.cards}>
          {SUBJECTS[id].map((subject) => (
            <li key={subject.id}>
              <FlipCard
                emoji={subject.emoji}
                title={t(subject.titleKey)}
                description={t(
                  subject.descriptionKey,
                  'percent' in subject ? { percent: formatPercent(language, subject.percent) } : {},
                )}
                hint={t('flipHint')}
                flipped={id === level && flipped === subject.id}
                onToggle={() => dispatch({ type: 'toggle', card: subject.id })}
              />
            </li>
          ))}
        </ul>
      </>
    ),
  }));

  return (
    <Tabs
      label={t('tabsLabel')}
      idPrefix={LEVEL_PREFIX}
      tabs={tabs}
      selected={level}
      onSelect={selectLevel}
    />
  );
}
