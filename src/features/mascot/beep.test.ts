import { describe, expect, it, vi } from 'vitest';
import { BEEP, createBeeper } from './beep';

/** A stand-in AudioContext that records what the beep schedules. */
function mockAudio(currentTime = 5) {
  const calls: string[] = [];
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
  let made = 0;
  class FakeAudioContext {
    currentTime = currentTime;
    state = 'running';
    destination = {};
    constructor() {
      made += 1;
    }
    createOscillator() {
      return oscillator;
    }
    createGain() {
      return gain;
    }
    resume = vi.fn(() => Promise.resolve());
    close = vi.fn(() => Promise.resolve());
  }
  return {
    calls,
    made: () => made,
    find: () => FakeAudioContext as unknown as new () => AudioContext,
  };
}

describe('beep', () => {
  it('plays 400 Hz, steps to 600 Hz at +0.1 s and stops at +0.3 s', () => {
    const audio = mockAudio(5);
    expect(createBeeper(audio.find).beep(false)).toBe(true);
    expect(audio.calls).toContain('frequency=400@5');
    expect(audio.calls).toContain('frequency=600@5.1');
    expect(audio.calls).toContain('start@5');
    expect(audio.calls).toContain('stop@5.3');
  });

  it('is quiet: the gain never exceeds 0.1 and fades to silence at the end', () => {
    const audio = mockAudio(0);
    createBeeper(audio.find).beep(false);
    const gains = audio.calls
      .filter((call) => call.startsWith('gain'))
      .map((call) => Number(/(?:=|->)([\d.]+)@/.exec(call)?.[1]));
    expect(Math.max(...gains)).toBeLessThanOrEqual(0.1);
    expect(BEEP.gain).toBeLessThanOrEqual(0.1);
    expect(audio.calls).toContain('gain->0@0.3');
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
