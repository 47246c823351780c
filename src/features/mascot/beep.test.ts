import { describe, expect, it, vi } from 'vitest';
import { BEEP, createBeeper } from './beep';

/**
 * A stand-in AudioContext that records what the beep schedules. Its `resume()` waits for the
 * test's `resolveResume()`, which starts the context with its clock moved on to `resumedAt` (or
 * rejects, with `resumeRefused`).
 */
function mockAudio(
  currentTime = 5,
  { state = 'running', resumedAt = currentTime, resumeRefused = false } = {},
) {
  const calls: string[] = [];
  let resolveResume = () => {};
  const param = (name: string) => ({
    setValueAtTime: vi.fn((value: number, time: number) => calls.push(`${name}=${value}@${time}`)),
    linearRampToValueAtTime: vi.fn((value: number, time: number) =>
      calls.push(`${name}->${value}@${time}`),
    ),
  });
  const oscillator = {
    type: '',
    frequency: param('frequency'),
    connect: vi.fn(),
    start: vi.fn((time: number) => calls.push(`start@${time}`)),
    stop: vi.fn((time: number) => calls.push(`stop@${time}`)),
  };
  const gain = { gain: param('gain'), connect: vi.fn() };
  const made: FakeAudioContext[] = [];
  class FakeAudioContext {
    currentTime = currentTime;
    state = state;
    destination = {};
    constructor() {
      made.push(this);
    }
    createOscillator() {
      calls.push(`oscillator while ${this.state} at ${this.currentTime}`);
      return oscillator;
    }
    createGain() {
      return gain;
    }
    resume = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          resolveResume = () => {
            if (resumeRefused) return reject(new Error('NotAllowedError'));
            this.state = 'running';
            this.currentTime = resumedAt;
            calls.push('resumed');
            resolve();
          };
        }),
    );
    close = vi.fn(() => Promise.resolve());
  }
  return {
    calls,
    made: () => made.length,
    context: () => made[0],
    resolveResume: () => resolveResume(),
    find: () => FakeAudioContext as unknown as new () => AudioContext,
  };
}

/** The time of the recorded call that starts with `prefix`, e.g. `frequency=400` or `stop`. */
function timeOf(calls: string[], prefix: string): number {
  const call = calls.find((c) => c.startsWith(`${prefix}@`));
  expect(call, `${prefix} was scheduled`).toBeDefined();
  return Number(call!.slice(prefix.length + 1));
}

/** Checks the beep's shape from its own start, and returns that start. */
function expectBeepShape(calls: string[]): number {
  const t0 = timeOf(calls, 'start');
  expect(timeOf(calls, 'frequency=400')).toBe(t0);
  expect(timeOf(calls, 'frequency=600')).toBeCloseTo(t0 + 0.1, 9);
  expect(timeOf(calls, 'stop')).toBeCloseTo(t0 + 0.3, 9);
  return t0;
}

/** Checks that the beep starts a little ahead of the clock it was scheduled from. */
function expectJustAhead(t0: number, clock: number) {
  // Far enough that the clock cannot pass the start while the notes are set (it was seen to move
  // 0.02 s), not so far that the chirp lags the click.
  expect(t0).toBeGreaterThanOrEqual(clock + 0.03);
  expect(t0).toBeLessThanOrEqual(clock + 0.1);
}

/** Lets settled promises run their callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('beep', () => {
  it('plays 400 Hz, steps to 600 Hz at +0.1 s and stops at +0.3 s, just ahead of the clock', () => {
    const audio = mockAudio(5);
    expect(createBeeper(audio.find).beep(false)).toBe(true);
    expectJustAhead(expectBeepShape(audio.calls), 5);
  });

  it('on a suspended context, schedules after resume() from the clock as it then reads', async () => {
    // Safari's contexts start suspended; by the time one runs, its clock has moved on.
    const audio = mockAudio(0, { state: 'suspended', resumedAt: 2.37 });
    expect(createBeeper(audio.find).beep(false)).toBe(true);
    expect(audio.context()?.state).toBe('suspended');
    await settle();
    expect(audio.calls).toEqual([]);

    audio.resolveResume();
    await settle();
    expect(audio.calls[0]).toBe('resumed');
    expect(audio.calls[1]).toBe('oscillator while running at 2.37');
    expectJustAhead(expectBeepShape(audio.calls), 2.37);
  });

  it('stays silent, without an error, when a suspended context refuses to resume', async () => {
    const audio = mockAudio(0, { state: 'suspended', resumeRefused: true });
    expect(createBeeper(audio.find).beep(false)).toBe(true);
    audio.resolveResume();
    await settle();
    expect(audio.calls).toEqual([]);
  });

  it('is quiet: the gain never exceeds 0.1 and fades to silence at the end', () => {
    const audio = mockAudio(0);
    createBeeper(audio.find).beep(false);
    const gains = audio.calls
      .filter((call) => call.startsWith('gain'))
      .map((call) => Number(/(?:=|->)([\d.]+)@/.exec(call)?.[1]));
    expect(Math.max(...gains)).toBeLessThanOrEqual(0.1);
    expect(BEEP.gain).toBeLessThanOrEqual(0.1);
    expect(timeOf(audio.calls, 'gain->0')).toBeCloseTo(timeOf(audio.calls, 'start') + 0.3, 9);
  });

  it('creates no audio context before the first beep, and only one after many', () => {
    const audio = mockAudio();
    const beeper = createBeeper(audio.find);
    expect(audio.made()).toBe(0);
    beeper.beep(false);
    beeper.beep(false);
    expect(audio.made()).toBe(1);
  });

  it('makes no sound and no audio context when muted', () => {
    const audio = mockAudio();
    expect(createBeeper(audio.find).beep(true)).toBe(false);
    expect(audio.made()).toBe(0);
    expect(audio.calls).toEqual([]);
  });

  it('stays silent without Web Audio', () => {
    expect(createBeeper(() => undefined).beep(false)).toBe(false);
  });

  it('stays silent when the audio context refuses to start', () => {
    const Broken = function () {
      throw new Error('NotAllowedError');
    } as unknown as new () => AudioContext;
    expect(createBeeper(() => Broken).beep(false)).toBe(false);
  });
});
