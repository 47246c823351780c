/** The cat's beep: a quiet two-note chirp. */
export const BEEP = {
  startHz: 400,
  endHz: 600,
  /** When the pitch steps up, in seconds after the start. */
  stepAtS: 0.1,
  /** When the sound stops, in seconds after the start. */
  durationS: 0.3,
  /** Well below 1: a chirp, not an alarm. */
  gain: 0.08,
  /** A short fade at the end, so the stop does not click. */
  fadeS: 0.02,
} as const;

type AudioContextClass = new () => AudioContext;

/** The browser's AudioContext, if it has Web Audio at all. */
export function browserAudioContext(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const legacy = (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  return (window as { AudioContext?: AudioContextClass }).AudioContext ?? legacy;
}

export interface Beeper {
  /** Plays the beep unless muted; returns whether it played. */
  beep(muted: boolean): boolean;
  /** Releases the audio context, if one was ever made. */
  dispose(): void;
}

/**
 * Makes no AudioContext until the first beep (browsers only allow sound after a click), none
 * while muted, and stays silent where Web Audio is missing or refuses to start.
 */
export function createBeeper(
  findAudioContext: () => AudioContextClass | undefined = browserAudioContext,
): Beeper {
  let context: AudioContext | null = null;
  return {
    beep(muted) {
      if (muted) return false;
      if (!context) {
        const AudioContextClass = findAudioContext();
        if (!AudioContextClass) return false;
        try {
          context = new AudioContextClass();
        } catch {
          return false;
        }
      }
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
      const start = context.currentTime;
      const oscillator = context.createOscillator();
      const volume = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(BEEP.startHz, start);
      oscillator.frequency.setValueAtTime(BEEP.endHz, start + BEEP.stepAtS);
      volume.gain.setValueAtTime(BEEP.gain, start);
      volume.gain.setValueAtTime(BEEP.gain, start + BEEP.durationS - BEEP.fadeS);
      volume.gain.linearRampToValueAtTime(0, start + BEEP.durationS);
      oscillator.connect(volume);
      volume.connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + BEEP.durationS);
      return true;
    },
    dispose() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
