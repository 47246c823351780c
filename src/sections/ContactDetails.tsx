import { useTranslation } from 'react-i18next';
import { school, schoolLinks } from '../config/school';
import { formatWeekday } from '../i18n/format';
import { dayPeriod, formatClock } from '../i18n/timeOfDay';
import { placeholdersFor, withElements } from '../i18n/elements';
import { useLanguage } from '../i18n/useLanguage';
import styles from './ContactDetails.module.scss';

/**
 * The school's phone, admissions e-mail, address and office hours, as on the home page's
 * contact section and the brochure: the ways to reach the school first.
 */
export function ContactDetails({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className={styles.details}>
      <Heading className={styles.title}>{t('contact.title')}</Heading>
      {/* data-keep-clear: the floating buttons step aside while they would cover it. */}
      <dl className={styles.list} data-keep-clear="">
        <div>
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={schoolLinks.phone} dir="ltr">
              {school.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={schoolLinks.admissionsEmail}>{school.admissionsEmail}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.address')}</dt>
          <dd>
            <address>
              {t('school.name')}
              <br />
              {t('school.address')}
            </address>
          </dd>
        </div>
        <div>
          <dt>{t('contact.hours')}</dt>
          {school.officeHours.map(({ from, to, opens, closes }) => (
            <dd key={from} className={styles.hours}>
              <span>
                {from === to
                  ? formatWeekday(language, from, 'long')
                  : t('contact.dayRange', {
                      from: formatWeekday(language, from, 'long'),
                      to: formatWeekday(language, to, 'long'),
                    })}
              </span>{' '}
              <span>
                {withElements(t('contact.timeRange', placeholdersFor('from', 'to')), {
                  from: <TimeOfDay time={opens} />,
                  to: <TimeOfDay time={closes} />,
                })}
              </span>
            </dd>
          ))}
        </div>
      </dl>
    </div>
  );
}

/** One time of day, "सकाळी ८:००", machine-readable as `<time datetime="08:00">`. */
function TimeOfDay({ time }: { time: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <time dateTime={time}>
      {t(`contact.dayPeriod.${dayPeriod(time)}`, { time: formatClock(language, time) })}
    </time>
  );
}
