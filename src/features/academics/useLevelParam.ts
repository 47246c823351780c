import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_LEVEL, isLevelId, parseLevel, type LevelId } from '../../content/levels';
import { useBrowserValue } from '../../ui/useBrowserValue';

/** The id of a level's panel on the academics page (src/ui/Tabs.tsx: `<prefix>-panel-<id>`). */
export const LEVEL_PREFIX = 'level';
const PANEL_HASH = `#${LEVEL_PREFIX}-panel-`;

/** The level a `#level-panel-…` address names: a tab followed before the script ran. */
function levelOfHash(hash: string): LevelId | null {
  const id = hash.startsWith(PANEL_HASH) ? hash.slice(PANEL_HASH.length) : null;
  return isLevelId(id) ? id : null;
}

/**
 * The level shown, kept in the URL (`?level=primary`) so a parent can share a link to it. An
 * unknown value shows the default level. A tab followed as a link before the script ran
 * (`#level-panel-primary`, shown by `:target`) stays shown once it has. Choosing a level replaces the history entry: trying
 * tabs should not fill the Back button's history.
 */
export function useLevelParam(): [LevelId, (level: LevelId) => void] {
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  // The prerendered page has no query string, so the first render must match it; React
  // renders again straight after hydration with the real value, if it is another level.
  const level = useBrowserValue(
    () => levelOfHash(hash) ?? parseLevel(params.get('level')),
    DEFAULT_LEVEL,
  );

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
