import { describe, expect, it } from 'vitest';
import { SOUND_NAMES } from '../game/sound-names';
import { figuresOf } from './sound-report';
import { durationMs, SAMPLE_RATE, synthesize } from './synth';
import { pitch } from './voices';

const sounds = new Map(SOUND_NAMES.map((name) => [name, synthesize(name)] as const));

/** Cosine similarity over the shorter length: 1 for the same shape, near 0 for unrelated sounds. */
function similarity(a: Float32Array, b: Float32Array): number {
  const n = Math.min(a.length, b.length);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    ab += a[i]! * b[i]!;
    aa += a[i]! * a[i]!;
    bb += b[i]! * b[i]!;
  }
  return ab / Math.sqrt(aa * bb || 1);
}

describe('synthesize', () => {
  it('runs at 22050 Hz', () => {
    expect(SAMPLE_RATE).toBe(22050);
  });

  it.each(SOUND_NAMES)('%s is a short, finite, audible, unclipped sound', (name) => {
    const samples = sounds.get(name)!;
    const figures = figuresOf(name, samples);
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.every(Number.isFinite)).toBe(true);
    expect(figures.peak).toBeLessThanOrEqual(1);
    expect(figures.peak).toBeGreaterThan(0.05);
    expect(figures.rms).toBeGreaterThan(0.01);
    const longest = name === 'success' || name === 'fail' ? 1600 : 1200;
    expect(durationMs(samples)).toBeGreaterThanOrEqual(30);
    expect(durationMs(samples)).toBeLessThanOrEqual(longest);
  });

  it.each(SOUND_NAMES)('%s starts and ends softly (no click)', (name) => {
    const samples = sounds.get(name)!;
    expect(Math.abs(samples[0]!)).toBeLessThan(0.05);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(0.02);
  });

  it('is deterministic', () => {
    for (const name of SOUND_NAMES) {
      const again = synthesize(name);
      const first = sounds.get(name)!;
      expect(again.length).toBe(first.length);
      expect(
        again.every((s, i) => s === first[i]),
        name,
      ).toBe(true);
    }
  });

  it('hands out a new array each time', () => {
    expect(synthesize('note')).not.toBe(synthesize('note'));
  });

  it('makes 24 sounds that differ from each other pairwise', () => {
    expect(sounds.size).toBe(24);
    for (const [i, a] of SOUND_NAMES.entries()) {
      for (const b of SOUND_NAMES.slice(i + 1)) {
        expect(similarity(sounds.get(a)!, sounds.get(b)!), `${a} vs ${b}`).toBeLessThan(0.6);
      }
    }
  });

  it('keeps the jingles longer than the clicks', () => {
    const ms = (name: (typeof SOUND_NAMES)[number]) => durationMs(sounds.get(name)!);
    for (const click of ['select', 'deselect', 'digit-press', 'note', 'button', 'score-count'] as const) {
      expect(ms(click)).toBeLessThan(150);
    }
    expect(ms('success')).toBeGreaterThan(1000);
    expect(ms('fail')).toBeGreaterThan(1000);
  });

  it('puts the go beep above the countdown beep', () => {
    expect(figuresOf('go').brightnessHz).toBeGreaterThan(figuresOf('countdown').brightnessHz);
  });
});

describe('pitch', () => {
  it.each([
    ['A4', 440],
    ['A5', 880],
    ['C4', 261.63],
    ['F#4', 369.99],
    ['Bb3', 233.08],
  ])('%s is %d Hz', (name, hz) => {
    expect(pitch(name)).toBeCloseTo(hz, 1);
  });

  it('refuses what is not a note', () => {
    expect(() => pitch('H2')).toThrow();
  });
});
