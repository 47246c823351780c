/**
 * What `load` gives, however many attempts it takes. Tries again `retries` times, after a
 * second and then twice as long each time (a phone's connection drops and returns); then
 * calls `onStall` with the last error and waits for the browser to be back online to start
 * another round. Rejects only if `onStall` throws.
 */
export async function untilLoaded<T>(
  load: () => Promise<T>,
  retries = 4,
  onStall?: (error: unknown) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      await new Promise((resolve) => {
        if (attempt < retries) {
          setTimeout(resolve, 1000 << attempt);
        } else {
          onStall?.(error); // if it throws, so does untilLoaded
          attempt = -1;
          addEventListener('online', resolve, { once: true });
        }
      });
    }
  }
}
