import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FUN_FACTS, funFactValues } from '../../content/funFacts';
import { mascotTip } from '../../content/mascot';
import { HOME_SECTION_IDS, HOME_SECTIONS } from '../../content/sections';
import { useLanguage } from '../../i18n/useLanguage';
import { CatFigure } from '../../art/CatFigure';
import { ALWAYS_CLEAR, KEEP_CLEAR, useStepAside } from '../../ui/floatingClearance';
import { createBeeper, type Beeper } from './beep';
import { MascotIcon } from './MascotIcon';
import { MASCOT_POSITIONS, mascotView, shouldBeep, type MascotPosition } from './mascotState';
import { useCompactLayout } from './useCompactLayout';
import { useHeaderClearance } from './useHeaderClearance';
import { useMascot } from './useMascot';
import { useSectionInView } from '../../ui/useSectionInView';
import styles from './MascotWidget.module.scss';

const POSITION_KEYS = {
  'bottom-right': 'controls.positions.bottomRight',
  centre: 'controls.positions.centre',
  'top-left': 'controls.positions.topLeft',
} as const satisfies Record<MascotPosition, string>;

/**
 * The cat guide on the home page: a tip for the section in view, a fun fact when the cat is
 * patted (with a beep unless muted), a nap after a quiet spell. Its state lives here, so a
 * language switch (which keeps the page mounted) changes only its words.
 *
 * On a phone it starts folded into a small cat button in the bottom-left corner (the like
 * button has the bottom-right one), whatever position is chosen: the positions place the open
 * card. On a larger screen it starts open. A tap opens the card; its minimise button or Escape
 * folds it again, on any screen. Every control of the card says what it does in words (the
 * position buttons their place, the others a short word of their spoken name). The bottom row
 * holds the positions: the chosen one sits where the folded cat was, so a double tap on the
 * cat opens the card and presses a button that is already pressed.
 *
 * Folded, or open in its own corner (bottom right) on a phone, it steps aside while something
 * a parent needs lies under it (src/ui/floatingClearance.ts); open in that corner on a wider
 * screen, only while the footer's page links lie under it; moved to a place the reader chose,
 * it stays there. Opened, folded or moved by the reader, it shows until they next scroll. Never
 * over the element a keyboard user has focused, wherever it is (WCAG 2.4.11).
 */
export function MascotWidget() {
  const { t } = useTranslation('mascot');
  const { t: tCommon } = useTranslation('common');
  const language = useLanguage();
  const [state, dispatch] = useMascot();
  const sectionId = useSectionInView(HOME_SECTION_IDS) ?? 'home';
  const compact = useCompactLayout();
  const { collapsed, newTip } = mascotView(state, compact, sectionId);
  const card = useRef<HTMLElement>(null);
  const beeper = useRef<Beeper | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const minimiseButton = useRef<HTMLButtonElement>(null);
  // Set when the reader folds or opens the card: focus follows to the control that replaces
  // the one they used (a resize that folds the card leaves focus alone).
  const focusNext = useRef<'toggle' | 'minimise' | null>(null);
  useHeaderClearance(card, !state.closed && !collapsed);
  // Whether the reader has opened, folded or moved the card yet: then it is where they asked.
  const [asked, setAsked] = useState(false);
  // Folded, or open in its own corner on a phone, it steps aside from anything a parent needs.
  // On a wider screen the card starts open, as the page's companion, and keeps its place: in
  // its own corner it steps aside only from the footer's page links and from the focused
  // element; where the reader moved it, only from the focused element.
  const stepsAside = collapsed || (compact && state.position === 'bottom-right');
  const keepClear = stepsAside
    ? KEEP_CLEAR
    : state.position === 'bottom-right'
      ? ALWAYS_CLEAR
      : null;
  useStepAside(card, { watched: !state.closed, held: asked, keepClear, layout: collapsed });

  useEffect(() => () => beeper.current?.dispose(), []);

  useEffect(() => {
    const target = focusNext.current === 'toggle' ? toggle : minimiseButton;
    if (focusNext.current) target.current?.focus();
    focusNext.current = null;
  }, [collapsed]);

  // Escape folds the open card, from any control inside it.
  const foldable = !collapsed && !state.closed;
  useEffect(() => {
    const element = card.current;
    if (!foldable || !element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      focusNext.current = 'toggle';
      setAsked(true);
      dispatch({ type: 'minimise', section: sectionId });
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [foldable, sectionId, dispatch]);

  if (state.closed) return null;

  const section = HOME_SECTIONS.find(({ id }) => id === sectionId) ?? HOME_SECTIONS[0];
  const fact = state.fact === null ? undefined : FUN_FACTS[state.fact];

  const expand = () => {
    focusNext.current = 'minimise';
    setAsked(true);
    dispatch({ type: 'expand' });
  };

  const minimise = () => {
    focusNext.current = 'toggle';
    setAsked(true);
    dispatch({ type: 'minimise', section: sectionId });
  };

  const move = (position: MascotPosition) => {
    setAsked(true);
    dispatch({ type: 'move', position });
  };

  const patCat = () => {
    dispatch({ type: 'catClicked', random: Math.random() });
    if (!shouldBeep(state)) return;
    const { muted } = state;
    // Just after the frame that shows the fun fact: the first beep makes the page's audio
    // context, which takes Chromium 167 ms at Lighthouse's phone speed (10× CPU), and the
    // fact would wait for it. Made on the first pat only: browsers allow sound once the page
    // has been tapped (a moment after the tap still counts), not before.
    requestAnimationFrame(() =>
      setTimeout(() => {
        beeper.current ??= createBeeper();
        beeper.current.beep(muted);
      }),
    );
  };

  const close = () => {
    dispatch({ type: 'close' });
    // The close button disappears with the card: put focus somewhere sensible.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const common = {
    ref: card,
    'aria-label': t('widget.label'),
    'data-position': state.position,
    'data-state': state.awake ? 'awake' : 'asleep',
    'data-layout': compact ? 'compact' : 'full',
    // Tells the page it has a button floating over its end (see SiteFooter.module.scss).
    'data-floating': '',
  };

  // Folded: only the cat, the size of the like button. A tap opens the card rather than
  // beeping: a first tap should show what the cat is, not surprise the reader with a sound.
  if (collapsed) {
    return (
      // data-steps-aside: folded, it steps aside while it would cover something.
      <section {...common} className={styles.dock} data-steps-aside="">
        <button
          ref={toggle}
          type="button"
          className={styles.fold}
          aria-expanded={false}
          aria-label={newTip ? t('controls.expandNewTip') : t('controls.expand')}
          onClick={expand}
        >
          <CatFigure asleep={!state.awake} className={styles.foldCat} />
          {newTip && <span className={styles.badge} aria-hidden="true" />}
        </button>
      </section>
    );
  }

  return (
    // data-steps-aside: it steps aside while it would cover something (see keepClear above).
    <section {...common} className={styles.card} data-steps-aside="">
      <button
        type="button"
        className={styles.catButton}
        aria-label={state.awake ? t('cat.pat') : t('cat.wake')}
        onClick={patCat}
      >
        <CatFigure asleep={!state.awake} className={styles.cat} />
      </button>

      <div className={styles.text}>
        <p className={styles.tag}>{t('widget.sectionTag', { section: tCommon(section.navKey) })}</p>
        <div className={styles.body}>
          {state.awake && !fact && <p className={styles.tip}>{t(mascotTip(section.id))}</p>}
          <div role="status" className={styles.status}>
            {!state.awake && <p className={styles.sleep}>{t('status.asleep')}</p>}
            {fact && (
              <p className={styles.fact}>
                <strong className={styles.factTitle}>{t('funFacts.title')}</strong>{' '}
                {t(fact.key, funFactValues(fact, language))}
              </p>
            )}
          </div>
        </div>
      </div>

      {/* Each button shows a word of its spoken name (the name a screen reader reads is the
          longer one), and the position buttons their whole name. */}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-pressed={state.muted}
          aria-label={t('controls.mute')}
          onClick={() => dispatch({ type: 'toggleMuted' })}
        >
          <MascotIcon name={state.muted ? 'muted' : 'sound'} />
          <span className={styles.label}>{t('controls.label.mute')}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={t('controls.close')}
          onClick={close}
        >
          <MascotIcon name="close" />
          <span className={styles.label}>{t('controls.label.close')}</span>
        </button>
        <button
          ref={minimiseButton}
          type="button"
          className={styles.control}
          aria-expanded={true}
          aria-label={t('controls.minimise')}
          onClick={minimise}
        >
          <MascotIcon name="minimise" />
          <span className={styles.label}>{t('controls.label.minimise')}</span>
        </button>
        <div className={styles.positions} role="group" aria-label={t('controls.position')}>
          {MASCOT_POSITIONS.map((position) => (
            <button
              key={position}
              type="button"
              className={`${styles.control} ${styles.position}`}
              data-target={position}
              aria-pressed={state.position === position}
              onClick={() => move(position)}
            >
              <span className={styles.label}>{t(POSITION_KEYS[position])}</span>
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
