import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import styles from './UpdateNotice.module.scss';

/**
 * Says that a new version of the site is ready, with the choice to take it now (the page
 * reloads) or later (the next page opened takes it). Rendered into a live region that is on
 * the page before it (src/offline/client.ts), so a screen reader announces it; it takes no
 * focus from what the parent is doing.
 */
function UpdateNotice({ onTake, onLater }: { onTake: () => void; onLater: () => void }) {
  const { t } = useTranslation('offline');
  return (
    <div className={styles.notice}>
      <p className={styles.message}>{t('update.ready')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.take} onClick={onTake}>
          {t('update.take')}
        </button>
        <button type="button" className={styles.later} onClick={onLater}>
          {t('update.later')}
        </button>
      </div>
    </div>
  );
}

/** Shows the notice in `region` (a live region already on the page) until the parent chooses. */
export function showUpdateNotice(region: HTMLElement, i18n: I18n, onTake: () => void) {
  const root = createRoot(region);
  root.render(
    <I18nextProvider i18n={i18n}>
      <UpdateNotice onTake={onTake} onLater={() => root.render(null)} />
    </I18nextProvider>,
  );
}
