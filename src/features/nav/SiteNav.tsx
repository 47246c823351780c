import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HOME_SECTION_IDS, type HomeSection } from '../../content/sections';
import { localizedPath, splitLanguagePath } from '../../i18n/paths';
import { LineIcon } from '../../ui/LineIcon';
import { useSectionInView } from '../../ui/useSectionInView';
import { useDisclosure } from './useDisclosure';
import styles from './SiteNav.module.scss';

const LIST_ID = 'site-nav-list';
const NO_SECTIONS: readonly string[] = [];
const MENU_ICON = 'M4 7h16M4 12h16M4 17h16';
const CLOSE_ICON = 'M6 6l12 12M18 6 6 18';

/**
 * The home page's sections. On the home page the links are plain in-page anchors (they work
 * before the script loads, and CSS makes them scroll smoothly below the sticky header); on
 * other pages they lead to the home page at that section. On small screens the list sits
 * behind a menu toggle. On the home page the link of the section being read is marked as the
 * current location.
 */
export function SiteNav({ sections }: { sections: readonly HomeSection[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { language, rest } = splitLanguagePath(pathname);
  const onHome = rest === '/';
  // Closed on another page too: a link to a page whose code is still to come is held by
  // src/shell/useNavigationGuard.ts and followed once it has come, so its click handler, which
  // closes the menu, never runs (and the open menu would cover the section it leads to).
  const { open, toggle, close, containerRef, toggleRef } = useDisclosure(pathname);
  const current = useSectionInView(onHome ? HOME_SECTION_IDS : NO_SECTIONS);

  return (
    <div ref={containerRef} className={styles.nav}>
      {/* A link to the list, so that it opens by `:target` on a page whose script never
          arrives (SiteNav.module.scss); with script, a button that toggles it. */}
      <a
        ref={toggleRef}
        href={`#${LIST_ID}`}
        role="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={(event) => {
          event.preventDefault();
          toggle();
        }}
        onKeyDown={(event) => {
          // A button answers Space as well as Enter.
          if (event.key !== ' ') return;
          event.preventDefault();
          toggle();
        }}
      >
        {/* One label, open or shut (aria-expanded says which), so the header never reflows. */}
        <LineIcon path={open ? CLOSE_ICON : MENU_ICON} size={18} />
        <span className={styles.toggleLabel}>{t('nav.menu')}</span>
      </a>
      <nav className={styles.menu} aria-label={t('nav.label')}>
        <ul id={LIST_ID} className={styles.list}>
          {sections.map(({ id, navKey }) => (
            <li key={id}>
              {onHome ? (
                <a
                  className={styles.link}
                  href={`#${id}`}
                  aria-current={id === current ? 'location' : undefined}
                  onClick={close}
                >
                  {t(navKey)}
                </a>
              ) : (
                <Link
                  className={styles.link}
                  to={localizedPath(language, `/#${id}`)}
                  onClick={close}
                >
                  {t(navKey)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
