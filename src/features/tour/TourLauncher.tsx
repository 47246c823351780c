import { useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { loadRestOfText } from '../../i18n/localeLoaders';
import { ConnectionNotice } from '../../ui/ConnectionNotice';
import { loadOnce } from '../../hydration/loadOnce';
import { useLoaded } from '../../hydration/useLoaded';
import { formatAhead, formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { initialTourState, SCENE_COUNT, type TourAction, type TourState } from './tourState';
import { TourIcon } from './TourIcon';
import styles from './TourDialog.module.scss';

// The scenes, pictures, controls and their text load on first use: they are not needed to
// show the page. A prefetch that fails is forgotten; a tap that fails says so, with a retry.
const loadBody = loadOnce(async () => {
  const [module] = await Promise.all([import('./TourBody'), loadRestOfText(i18next, 'tour')]);
  reduceTour = module.tourReducer;
  return module.TourBody;
});

// Until the body has loaded, the tour can only be opened and closed; then its reducer, which
// comes with the body, takes over. A step taken before then (an arrow key as the tour opens)
// waits for it: the launcher holds it and sends it once the body is here.
const reduceBeforeBody = (state: TourState, action: TourAction): TourState =>
  action.type === 'open' || action.type === 'close'
    ? { ...state, open: action.type === 'open' }
    : state;
let reduceTour = reduceBeforeBody;
const reduce = (state: TourState, action: TourAction) => reduceTour(state, action);
const early: TourAction[] = [];

/**
 * The hero's "Watch tour" button and the tour dialog it opens. A native modal <dialog> keeps
 * focus inside and closes on Escape; focus returns to the button. The tour's state lives
 * here, so a language switch (which keeps this component mounted) keeps the tour as it was.
 * `headerExtra` sits in the dialog's title bar: the page composes a language switcher there,
 * because the modal dialog makes the header's own switcher unreachable while it is open.
 */
export function TourLauncher(props: { buttonClassName?: string; headerExtra?: ReactNode }) {
  const { buttonClassName, headerExtra } = props;
  const { t } = useTranslation('tour');
  const language = useLanguage();
  // The scenes' numbers ("scene 2 of 6"), listed with the page: opening the tour makes no
  // number formatter.
  formatAhead(() => {
    for (let scene = 1; scene <= SCENE_COUNT; scene++) formatNumber(language, scene);
  });
  const [state, dispatch] = useReducer(reduce, initialTourState);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const loadingId = useId();
  const body = useLoaded(loadBody, state.open);
  const TourBody = body.value;
  // The steps taken while the body was loading, now that it is here.
  useEffect(() => {
    if (TourBody) for (const step of early.splice(0)) dispatch(step);
  }, [TourBody]);

  // Shut only once it was open here: open as the page comes live, it was tapped before (see the
  // "getting ready" line below), and the replayed tap is on its way to open it here too.
  const wasOpen = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (state.open && !dialog.open) {
      dialog.showModal();
      // Start on the close button, not on the language switcher that comes first in the title bar.
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    }
    if (!state.open && dialog.open && wasOpen.current) dialog.close();
    wasOpen.current = state.open;
  }, [state.open]);

  // Escape (native), the close button and the effect above all end in the `close` event.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClose = () => {
      early.length = 0;
      dispatch({ type: 'close' });
      buttonRef.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const step: TourAction | null =
        event.key === 'ArrowRight'
          ? { type: 'next' }
          : event.key === 'ArrowLeft'
            ? { type: 'previous' }
            : null;
      if (!step) return;
      if (reduceTour === reduceBeforeBody) early.push(step);
      else dispatch(step);
      event.preventDefault();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const prefetch = () => void loadBody().catch(() => undefined);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup="dialog"
        aria-controls={dialogId}
        data-shows={loadingId}
        data-needs-script=""
        onClick={() => dispatch({ type: 'open' })}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {t('launcher.open')}
      </button>
      <dialog ref={dialogRef} id={dialogId} className={styles.dialog} aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('dialog.title')}
          </h2>
          <div className={styles.headExtra}>{headerExtra}</div>
          {/* Named in full for screen readers ("Close the tour"); the word on it is a part of
              that name, so a voice-control user can say what they see. */}
          <button
            data-initial-focus
            type="button"
            className={styles.close}
            aria-label={t('dialog.close')}
            onClick={() => dispatch({ type: 'close' })}
          >
            <TourIcon name="close" />
            {t('dialog.closeLabel')}
          </button>
        </div>
        {TourBody ? (
          state.open && <TourBody state={state} dispatch={dispatch} />
        ) : (
          // One live region from "loading" to "could not load", so the change is announced. In
          // the page while shut, `hidden`: a tap before the page is live opens the dialog at
          // once with it (`aria-controls` and `data-shows` on the button, src/boot/earlyTaps.ts),
          // and the app, once live, finds the dialog open and this shown, as it would make them.
          <div id={loadingId} role="status" className={styles.loading} hidden={!state.open}>
            {body.failed ? (
              <ConnectionNotice
                message={t('dialog.loadFailed')}
                retryLabel={t('connection.retry', { ns: 'common' })}
                onRetry={body.retry}
              />
            ) : (
              t('dialog.loading')
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
