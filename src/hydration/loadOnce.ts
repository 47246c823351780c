import { untilLoaded } from './untilLoaded';

/** Tries `load` up to three times, one and then two seconds apart (a connection drops and returns). */
export const retried = <T>(load: () => Promise<T>): Promise<T> =>
  untilLoaded(load, 2, (error) => {
    throw error;
  });

/**
 * `load`, asked for once however many callers want it at the same time (a prefetch and a
 * tap, say), and forgotten when it fails, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
