import { useEffect, useReducer } from 'react';
import {
  FUN_FACT_MS,
  initialMascotState,
  mascotReducer,
  SLEEP_DELAY_MS,
  type MascotState,
} from './mascotState';

/**
 * The mascot's state with its two timers: sleep after SLEEP_DELAY_MS without interaction,
 * and hide a fun fact after FUN_FACT_MS. Timers run in effects only, never during render.
 */
export function useMascot(initial: MascotState = initialMascotState) {
  const [state, dispatch] = useReducer(mascotReducer, initial);
  const { awake, closed, activity, fact, factShown } = state;

  useEffect(() => {
    if (!awake || closed) return;
    const timer = setTimeout(() => dispatch({ type: 'sleep' }), SLEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [awake, closed, activity]);

  const showingFact = fact !== null;
  useEffect(() => {
    if (!showingFact) return;
    const timer = setTimeout(() => dispatch({ type: 'hideFact' }), FUN_FACT_MS);
    return () => clearTimeout(timer);
  }, [showingFact, factShown]);

  return [state, dispatch] as const;
}
