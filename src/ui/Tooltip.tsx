import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './Tooltip.module.scss';

/**
 * The tooltip library defaults the spec names: open delay and skip delay here, and the 4 px
 * offset as `$tooltip-offset` in src/styles/_tokens.scss (a style, so no inline `style`,
 * which the Content-Security-Policy forbids).
 */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// Moving from one tooltip to the next within the skip delay opens the next at once.
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A tooltip shown on hover and on keyboard focus after the open delay; Escape hides it
 * (WCAG 1.4.13). Spread `trigger` on the element it describes and render `tooltip` beside it,
 * both inside a `TooltipAnchor`.
 */
export function useTooltip(enabled: boolean) {
  const id = useId();
  const [requested, setRequested] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const visible = enabled && requested;

  const show = () => {
    window.clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setRequested(true);
    else timer.current = window.setTimeout(() => setRequested(true), TOOLTIP_OPEN_DELAY_MS);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    setRequested((wasShown) => {
      if (wasShown) lastClosedAt = performance.now();
      return false;
    });
  };

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return {
    trigger: {
      'aria-describedby': enabled ? id : undefined,
      onPointerEnter: show,
      onPointerLeave: hide,
      onFocus: show,
      onBlur: hide,
    },
    tooltip: { id, hidden: !visible },
  };
}

export function TooltipAnchor({ children }: { children: ReactNode }) {
  return <span className={styles.anchor}>{children}</span>;
}

export function TooltipBubble(props: { id: string; hidden: boolean; children: ReactNode }) {
  const { id, hidden, children } = props;
  return (
    <span id={id} role="tooltip" className={styles.tooltip} hidden={hidden}>
      {children}
    </span>
  );
}
