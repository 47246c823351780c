import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../sections/ContactDetails';
import { brochurePdf } from '../content/brochure';
import type { GradeRange } from '../content/levels';
import { BROCHURE_LEVELS, PROGRAMMES, SCHOOL_FACTS } from '../content/schoolFacts';
import { formatNumber } from '../i18n/format';
import { formatFileSize } from '../i18n/fileSize';
import { LANGUAGE_NAMES } from '../i18n/languages';
import { useLanguage, useLocalizedPath } from '../i18n/useLanguage';
import { island } from '../hydration/Island';
import styles from './BrochurePage.module.scss';

// The Share link button: in the prerendered HTML, hydrated just after the page is live, when
// its code and text have arrived (src/hydration/Island.tsx), so it adds nothing to what the page
// loads before it is interactive. A tap on it before then is held and replayed.
const share = island('brochure-share', async () => {
  const [module] = await Promise.all([
    import('./BrochureShare'),
    import('../features/share/shareText').then((share) => share.loadShareText()),
  ]);
  return module.BrochureShare;
});

/** Called before a client-side navigation shows the brochure page (src/pages/pageLoading.ts). */
export const preloadBrochurePage = share.preload;

/**
 * The brochure: the school's facts, programmes, levels and contact details. The same page,
 * printed by `npm run brochure:pdf` with the print styles of its module, is the downloadable
 * PDF. Its download link says what the file is (pages, size, language), as the build read it
 * from the file; beside it, a parent can share the page's link.
 */
export function BrochurePage() {
  const { t } = useTranslation('brochure');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const localized = useLocalizedPath();
  const pdf = brochurePdf(language);

  const back = () => {
    // React Router numbers the entries of this visit (`idx`, 0 for the page the visit began
    // on). With nothing before this page, e.g. opened in a new tab from the home page's
    // banner, go home instead of doing nothing. (`history.length` cannot tell: it also counts
    // entries *after* this one.)
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
        ? state.idx
        : 0;
    if (index > 0) void navigate(-1);
    else void navigate(localized('/'));
  };
  const grades = (range: GradeRange | null) =>
    range &&
    t('grades', { from: formatNumber(language, range.from), to: formatNumber(language, range.to) });

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.back} onClick={back} data-needs-script="">
          <span aria-hidden="true" className={styles.backIcon} />
          {t('back')}
        </button>
        <div className={styles.toolbarEnd}>
          <a
            className={styles.download}
            href={pdf.href}
            download={pdf.fileName}
            type="application/pdf"
          >
            <span aria-hidden="true" className={styles.downloadIcon} />
            <span className={styles.downloadText}>
              <span>{t('download')}</span>{' '}
              {pdf.file && (
                <span className={styles.downloadFile}>
                  {t('file', {
                    count: pdf.file.pages,
                    size: formatFileSize(language, pdf.file.bytes),
                    language: LANGUAGE_NAMES[language],
                  })}
                </span>
              )}
            </span>
          </a>
          <share.Island />
        </div>
      </div>

      <header className={styles.cover}>
        <div className={styles.brand}>
          <img className={styles.crest} src="/favicon.svg" alt="" width="48" height="56" />
          <p className={styles.school}>
            <span className={styles.schoolName}>{tCommon('school.name')}</span>
            <span className={styles.locality}>{tCommon('school.locality')}</span>
          </p>
        </div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.tagline}>{tCommon('school.tagline')}</p>
        <p className={styles.intro}>{t('intro')}</p>
      </header>

      <section className={styles.section} aria-labelledby="brochure-facts">
        <h2 id="brochure-facts" className={styles.heading}>
          {t('facts.title')}
        </h2>
        <ul className={styles.facts}>
          {SCHOOL_FACTS.map((fact) => (
            <li key={fact.id} className={styles.fact}>
              <span className={styles.factValue}>{fact.value(language, t)}</span>
              <span className={styles.factLabel}>{t(fact.labelKey)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="brochure-programmes">
        <h2 id="brochure-programmes" className={styles.heading}>
          {t('programmes.title')}
        </h2>
        <div className={styles.programmes}>
          {PROGRAMMES.map((programme) => (
            <article key={programme.id} className={styles.programme}>
              <h3 className={styles.itemTitle}>{t(programme.nameKey)}</h3>
              <p className={styles.grades}>{grades(programme.grades)}</p>
              <p className={styles.itemText}>{t(programme.descriptionKey)}</p>
            </article>
          ))}
        </div>
      </section>

      <section
        className={`${styles.section} ${styles.secondPage}`}
        aria-labelledby="brochure-levels"
      >
        <h2 id="brochure-levels" className={styles.heading}>
          {t('levels.title')}
        </h2>
        <ol className={styles.levels}>
          {BROCHURE_LEVELS.map((level) => (
            <li key={level.id} className={styles.level}>
              <h3 className={styles.itemTitle}>{t(level.nameKey)}</h3>
              {level.grades && <p className={styles.grades}>{grades(level.grades)}</p>}
              <p className={styles.itemText}>{t(level.descriptionKey)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={`${styles.section} ${styles.visit}`} aria-labelledby="brochure-visit">
        <div className={styles.visitText}>
          <h2 id="brochure-visit" className={styles.heading}>
            {t('visit.title')}
          </h2>
          <p className={styles.itemText}>{t('visit.body')}</p>
          <div className={styles.actions}>
            <Link className={styles.primary} to={localized('/#contact')}>
              {t('visit.apply')}
            </Link>
            <Link className={styles.secondary} to={localized('/#contact')}>
              {t('visit.schedule')}
            </Link>
          </div>
        </div>
        <ContactDetails />
      </section>

      {/* On paper there is no banner: the printed brochure says what it is itself. */}
      <p className={styles.printNote}>
        {tCommon('banner.classProject')} {tCommon('banner.notOfficial')}{' '}
        {tCommon('banner.factsTrue')}
      </p>
    </div>
  );
}
