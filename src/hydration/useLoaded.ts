import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** What `load` gave; undefined until then. */
  value?: T;
  /** The last attempt failed (offline, say); `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/**
 * What `load` gives (a part's code and text), asked for once `wanted`. Unlike `React.lazy`,
 * a failed download neither throws to the route's error page nor stays failed: the part
 * says so, or stays away, and `retry` asks again (`load` should forget a failure, see
 * `loadOnce`).
 */
export function useLoaded<T>(load: () => Promise<T>, wanted: boolean): Loaded<T> {
  const [state, setState] = useState<{ value?: T; failed: boolean }>({ failed: false });
  const [attempt, setAttempt] = useState(0);
  const loaded = state.value !== undefined;
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    load().then(
      (value) => current && setState({ value, failed: false }),
      () => current && setState({ failed: true }),
    );
    return () => {
      current = false;
    };
  }, [load, wanted, loaded, attempt]);
  const retry = useCallback(() => {
    setState({ failed: false });
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, retry };
}
