import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepAside } from '../../ui/floatingClearance';
import { TooltipAnchor, TooltipBubble, useTooltip } from '../../ui/Tooltip';
import { formatAhead, formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { storageArea } from '../../ui/storage';
import { useBrowserValue } from '../../ui/useBrowserValue';
import { initialLikeState, like, readLiked, storeLiked } from './likeState';
import styles from './LikeButton.module.scss';

/**
 * The floating like button. It stays focusable once liked (aria-disabled rather than
 * disabled) so keyboard and pointer users can still read its tooltip.
 */
const readStoredLike = () => readLiked(storageArea('local'));

export function LikeButton() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const [visit, setVisit] = useState(() => initialLikeState(false));
  // A like from an earlier visit: read from storage in the browser only (the prerendered page
  // cannot know it, so it renders "not liked" and React updates it after hydration).
  const likedBefore = useBrowserValue(readStoredLike, false);
  const state = likedBefore && !visit.liked ? initialLikeState(true) : visit;
  const { trigger, tooltip } = useTooltip(state.liked);
  // Hidden in the prerendered page, it appears once measured, only where it covers nothing a
  // parent needs, and steps aside while something is under it (src/ui/floatingClearance.ts).
  const dock = useRef<HTMLDivElement>(null);
  useStepAside(dock, {});
  // The count a like will show, listed with the page: the tap makes no number formatter.
  formatAhead(() => formatNumber(language, like(state).count));

  const onClick = () => {
    if (state.liked) return;
    setVisit(like(state));
    storeLiked(storageArea('local'));
  };

  return (
    // data-floating: the page keeps room for it at its end (see SiteFooter.module.scss).
    // data-steps-aside: shown only while nothing a parent needs is under it (floatingClearance).
    <div ref={dock} className={styles.dock} data-floating="" data-steps-aside="">
      <TooltipAnchor>
        <button
          type="button"
          className={styles.button}
          aria-label={`${t('like.label')}, ${t('like.likes', { count: state.count })}`}
          aria-pressed={state.liked}
          aria-disabled={state.liked}
          onClick={onClick}
          {...trigger}
        >
          <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21Z" />
          </svg>
          <span className={styles.count}>{formatNumber(language, state.count)}</span>
        </button>
        <TooltipBubble {...tooltip}>{t('like.liked')}</TooltipBubble>
      </TooltipAnchor>
    </div>
  );
}
