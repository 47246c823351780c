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

/**
 * How far ahead of the context's clock the beep is set: the clock moves on while the notes are
 * being set up, and a note set for a moment already past loses its start.
 */
const LOOKAHEAD_S = 0.05;

/** Sets the beep's notes on a running context, from its clock as it reads now. */
function play(context: AudioContext): void {
  const start = context.currentTime + LOOKAHEAD_S;
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
}

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
      const audio = context;
      // A suspended context's clock stands still (Safari's start suspended): notes set from it now
      // would lie in the past once it runs, and such notes are skipped, not delayed. So set them
      // once it has resumed.
      if (audio.state === 'suspended') {
        audio
          .resume()
          .then(() => play(audio))
          .catch(() => undefined);
      } else {
        play(audio);
      }
      return true;
    },
    dispose() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
