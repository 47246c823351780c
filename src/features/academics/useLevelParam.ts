import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LEVEL, parseLevel, type LevelId } from '../../content/levels';
import { useBrowserValue } from '../../ui/useBrowserValue';

/**
 * The level shown, kept in the URL (`?level=primary`) so a parent can share a link to it. An
 * unknown value shows the default level. Choosing a level replaces the history entry: trying
 * tabs should not fill the Back button's history.
 */
export function useLevelParam(): [LevelId, (level: LevelId) => void] {
  const [params, setParams] = useSearchParams();
  // The prerendered page has no query string, so the first render must match it; React
  // renders again straight after hydration with the real value, if it is another level.
  const level = useBrowserValue(() => parseLevel(params.get('level')), DEFAULT_LEVEL);

  const select = (next: LevelId) => {
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === DEFAULT_LEVEL) updated.delete('level');
        else updated.set('level', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [level, select];
}
