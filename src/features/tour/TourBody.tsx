import { useEffect, useId, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { TOUR_SCENES } from '../../content/tourScenes';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CatFigure } from '../../art/CatFigure';
import { SceneBackdrop } from './SceneBackdrop';
import { play } from './autoplay';
import { TourIcon } from './TourIcon';
import { SCENE_COUNT, type TourAction, type TourState } from './tourState';

// The launcher takes the tour's reducer from here, so it loads with the body, not the page.
export { tourReducer } from './tourReducer';
import styles from './TourDialog.module.scss';

/**
 * The inside of the tour dialog: the scene, its progress and the thumbnails, which scroll,
 * and the controls, which stay put below them.
 */
export function TourBody({
  state,
  dispatch,
}: {
  state: TourState;
  dispatch: Dispatch<TourAction>;
}) {
  const { t } = useTranslation('tour');
  const language = useLanguage();
  const scene = TOUR_SCENES[state.scene] ?? TOUR_SCENES[0];
  const position = {
    n: formatNumber(language, state.scene + 1),
    total: formatNumber(language, SCENE_COUNT),
  };
  const sceneOf = t('progress.sceneOf', position);
  const title = t(scene.titleKey);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const playHintId = useId();

  // A new scene is shown from its top, whether it was chosen from a thumbnail below it or with
  // Next after reading to the end of a long scene.
  useEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
  }, [state.scene]);

  // Playing: a scene's few seconds, then the next (tourState.ts says where it stops).
  useEffect(() => {
    if (!state.playing) return;
    return play(window, {
      advance: () => dispatch({ type: 'advance' }),
      pause: () => dispatch({ type: 'pause' }),
    });
  }, [state.playing, dispatch]);

  return (
    <div className={styles.body}>
      <div ref={scrollerRef} className={styles.scroller}>
        <div className={styles.stage} data-scene={scene.id} data-playing={state.playing}>
          <SceneBackdrop background={scene.background} />
          <div className={styles.guide}>
            <CatFigure className={styles.cat} />
            <span className={styles.emoji} aria-hidden="true">
              {scene.emoji}
            </span>
          </div>
          <div className={styles.bubble}>
            <h3 className={styles.sceneTitle}>{title}</h3>
            {state.captions && <p className={styles.dialogue}>{t(scene.dialogueKey)}</p>}
            <p className={styles.action}>{t(scene.actionKey)}</p>
          </div>
        </div>

        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={SCENE_COUNT}
            value={state.scene + 1}
            aria-label={t('progress.label')}
            aria-valuetext={sceneOf}
          />
          <p className={styles.counter}>{sceneOf}</p>
        </div>
        {/* Each step the parent takes is announced. While the tour plays, the region is off:
            scenes changing on their own are not read out over one another, and the Pause
            button's name says that it plays. A step pauses it, so the region is on again as
            that step's scene comes in. */}
        <p className={styles.announcer} aria-live={state.playing ? 'off' : 'polite'}>
          {t('progress.announce', { ...position, title })}
        </p>

        <ol className={styles.thumbs} aria-label={t('controls.scenes')}>
          {TOUR_SCENES.map((item, index) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === state.scene ? 'step' : undefined}
                onClick={() => dispatch({ type: 'goTo', scene: index })}
              >
                <span className={styles.thumbEmoji} aria-hidden="true">
                  {item.emoji}
                </span>
                <span className={styles.thumbTitle}>{t(item.titleKey)}</span>
              </button>
            </li>
          ))}
        </ol>
      </div>

      {/* Pinned below the part that scrolls: what the scene says never moves these buttons,
          so a thumb tapping Next finds it in the same place on every scene. Previous and next
          sit at the bottom, the toggles above them. */}
      <div className={styles.controls} role="group" aria-label={t('controls.label')}>
        <div className={styles.toggles}>
          {/* Its name says what it does now, Play or Pause: no aria-pressed as well, which would
              read "Pause, pressed". The hint says that playing moves the tour on. */}
          <button
            type="button"
            className={styles.toggle}
            data-playing={state.playing}
            aria-describedby={playHintId}
            onClick={() => dispatch({ type: 'togglePlaying' })}
          >
            <TourIcon name={state.playing ? 'pause' : 'play'} />
            <span className={styles.controlLabel}>
              {state.playing ? t('controls.pause') : t('controls.play')}
            </span>
          </button>
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={state.captions}
            onClick={() => dispatch({ type: 'toggleCaptions' })}
          >
            <TourIcon name="captions" />
            <span className={styles.controlLabel}>{t('controls.captions')}</span>
          </button>
          <button
            type="button"
            className={styles.toggle}
            onClick={() => dispatch({ type: 'reset' })}
          >
            <TourIcon name="reset" />
            <span className={styles.controlLabel}>{t('controls.reset')}</span>
          </button>
        </div>
        <p id={playHintId} className={styles.hint}>
          {t('controls.playHint')}
        </p>
        <div className={styles.steps}>
          <button
            type="button"
            className={styles.previous}
            onClick={() => dispatch({ type: 'previous' })}
          >
            <TourIcon name="previous" />
            <span className={styles.controlLabel}>{t('controls.previous')}</span>
          </button>
          <button type="button" className={styles.next} onClick={() => dispatch({ type: 'next' })}>
            <span className={styles.controlLabel}>{t('controls.next')}</span>
            <TourIcon name="next" />
          </button>
        </div>
      </div>
    </div>
  );
}
