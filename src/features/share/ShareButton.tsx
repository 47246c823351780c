import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../ui/LineIcon';
import { currentPage, sharePage } from './share';
import styles from './ShareButton.module.scss';

/** Three dots joined: the share symbol of Android, where most parents here share from. */
const SHARE_ICON =
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4';

/** What the last tap left to say: the link was copied, or here it is to copy by hand. */
type Result = { outcome: 'copied'; tap: number } | { outcome: 'manual'; url: string };

/**
 * "Share link": the page's address in its language, through the phone's share sheet
 * (WhatsApp, messages) where the browser has one, else copied to the clipboard with a word
 * that says so, else shown in a field to copy by hand. Nothing from another site: the
 * browser's own share sheet and clipboard.
 */
export function ShareButton({ className }: { className?: string }) {
  const { t } = useTranslation('share');
  const [result, setResult] = useState<Result | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const share = async () => {
    const page = currentPage();
    const outcome = await sharePage(page);
    setResult((last) =>
      outcome === 'copied'
        ? // A new node for each copy, so a second one is announced too.
          { outcome, tap: last?.outcome === 'copied' ? last.tap + 1 : 0 }
        : outcome === 'manual'
          ? { outcome, url: page.url }
          : null,
    );
  };

  useEffect(() => {
    if (result?.outcome !== 'manual') return;
    field.current?.focus();
    field.current?.select();
  }, [result]);

  return (
    <div className={styles.share} data-needs-script="">
      <button type="button" className={className} onClick={() => void share()}>
        <LineIcon path={SHARE_ICON} size={20} />
        {t('button')}
      </button>
      {/* Always in the page, so that what appears in it is announced. */}
      <p role="status" className={styles.status}>
        {result?.outcome === 'copied' && <span key={result.tap}>{t('copied')}</span>}
      </p>
      {result?.outcome === 'manual' && (
        <label className={styles.manual}>
          {t('manualHint')}
          <input
            ref={field}
            className={styles.field}
            readOnly
            value={result.url}
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      )}
    </div>
  );
}
