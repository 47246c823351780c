import { useTranslation } from 'react-i18next';
import { school } from '../config/school';
import styles from './DisclaimerBanner.module.scss';

/**
 * The red banner on every page: what this site is, and is not. One paragraph: the plain
 * statement first, on a line of its own; the explanation as one run of text; the link on a line
 * of its own. So no piece starts in the middle of a line, where a reader would see it hop when
 * Baloo 2 arrives and re-wraps the lines before it (docs/design.md, "The disclaimer banner").
 */
export function DisclaimerBanner() {
  const { t } = useTranslation();
  // One string, so one text node: React would make each `{…}` its own.
  const explanation = [t('banner.classProject'), t('banner.aiPhotos'), t('banner.factsTrue')].join(
    ' ',
  );
  return (
    <aside className={styles.banner} aria-label={t('banner.label')}>
      <p className={styles.text}>
        <strong>{t('banner.notOfficial')}</strong>
        <br />
        {explanation}
        <br />
        <a
          className={styles.link}
          href={school.officialSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('banner.officialLink')}
          <span className={styles.visuallyHidden}> {t('banner.opensInNewTab')}</span>
        </a>
      </p>
    </aside>
  );
}
