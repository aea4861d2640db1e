// The 24 sounds of the game (spec section 9, "Sound"), made from numbers at build time rather than
// recorded: nothing to license, nothing to download, and a change of colour is a code review.
//
// The players are children, so every sound is soft: sines and triangles with gentle attacks, small
// major-key figures, noise only filtered. Peaks are balanced per sound (short clicks quieter than
// jingles, low notes a little higher because ears hear them less); the game plays all of them at
// SOUND_VOLUME on top.

import type { SoundName } from '../game/sound-names';
import { pitch, SAMPLE_RATE, Track } from './voices';

export { SAMPLE_RATE } from './voices';

type Recipe = () => Float32Array;

/** One seed per sound, so two sounds made of noise never share their grain. */
const seedOf = (name: SoundName): number =>
  [...name].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0, 2166136261);

const RECIPES: Record<SoundName, Recipe> = {
  // A small upward blip: "picked".
  select: () =>
    new Track(0.09)
      .tone({
        at: 0,
        length: 0.08,
        freq: pitch('D6'),
        to: pitch('A6'),
        glide: 0.035,
        decay: 0.03,
        overtones: [0.15],
      })
      .render(0.5),

  // The same blip turned downward, a little softer: "let go".
  deselect: () =>
    new Track(0.09)
      .tone({
        at: 0,
        length: 0.08,
        freq: pitch('A6'),
        to: pitch('D6'),
        glide: 0.04,
        decay: 0.03,
        overtones: [0.15],
      })
      .render(0.42),

  // A wooden "tok": a short low partial and an inharmonic upper one, as from a small block.
  'digit-press': () =>
    new Track(0.1, seedOf('digit-press'))
      .tone({ at: 0, length: 0.09, freq: 820, to: 760, decay: 0.025, attack: 0.001 })
      .tone({ at: 0, length: 0.05, freq: 820 * 2.45, decay: 0.01, attack: 0.001, gain: 0.35 })
      .noise({ at: 0, length: 0.012, filter: 'band', cutoff: 2500, q: 1.2, gain: 0.5, decay: 0.004 })
      .render(0.5),

  // A pencil touching paper twice: bright noise, barely any pitch.
  note: () =>
    new Track(0.09, seedOf('note'))
      .noise({ at: 0, length: 0.03, filter: 'high', cutoff: 3000, gain: 1, attack: 0.001, decay: 0.008 })
      .noise({
        at: 0.045,
        length: 0.03,
        filter: 'high',
        cutoff: 3300,
        gain: 0.6,
        attack: 0.001,
        decay: 0.007,
      })
      .tone({ at: 0, length: 0.03, freq: 2900, decay: 0.008, gain: 0.08 })
      .render(0.38),

  // A soft whoosh: band noise swelling while its centre slides up, then fading.
  erase: () =>
    new Track(0.34, seedOf('erase'))
      .noise({
        at: 0,
        length: 0.32,
        filter: 'band',
        cutoff: 450,
        cutoffTo: 2600,
        q: 0.9,
        attack: 0.14,
        decay: 0.07,
      })
      .noise({
        at: 0.02,
        length: 0.28,
        filter: 'low',
        cutoff: 700,
        cutoffTo: 1500,
        attack: 0.12,
        decay: 0.06,
        gain: 0.4,
      })
      .render(0.45),

  // Two bright notes a fifth apart, rising: "yes!".
  correct: () =>
    new Track(0.5)
      .tone({ at: 0, length: 0.22, freq: pitch('C6'), wave: 'triangle', decay: 0.11, overtones: [0, 0.08] })
      .tone({
        at: 0.09,
        length: 0.38,
        freq: pitch('G6'),
        wave: 'triangle',
        decay: 0.16,
        overtones: [0, 0.06],
      })
      .tone({ at: 0.09, length: 0.3, freq: pitch('G6') * 2, decay: 0.08, gain: 0.12 })
      .render(0.68),

  // A low, round "bonk" that sags a little: a nudge, not an alarm.
  wrong: () =>
    new Track(0.34, seedOf('wrong'))
      .tone({
        at: 0,
        length: 0.32,
        freq: pitch('C4'),
        to: pitch('F3'),
        glide: 0.16,
        attack: 0.006,
        decay: 0.1,
        overtones: [0.3, 0.08],
      })
      .noise({ at: 0, length: 0.035, filter: 'low', cutoff: 380, gain: 1.2, attack: 0.002, decay: 0.012 })
      .render(0.72),

  // Two bell strikes close together, high and clear.
  'clue-solved': () =>
    new Track(0.8).bell(0, pitch('E6'), 0.7, 0.8).bell(0.08, pitch('B6'), 0.7, 0.7).render(0.62),

  // A quick sparkling run up a major chord, with a shimmer on top.
  'special-square': () => {
    const track = new Track(1.0, seedOf('special-square'));
    const run = ['C6', 'E6', 'G6', 'C7', 'E7', 'G7'];
    run.forEach((n, i) => {
      track.bell(i * 0.055, pitch(n), 0.45 + i * 0.05, 0.75);
    });
    for (let i = 0; i < 8; i++) {
      const at = 0.18 + track.next() * 0.55;
      track.tone({
        at,
        length: 0.09,
        freq: 2800 + track.next() * 1000,
        decay: 0.025,
        attack: 0.002,
        gain: 0.18,
      });
    }
    return track.render(0.62);
  },

  // A bubble "bloop" upward and a tiny ping: points appear.
  'score-pop': () =>
    new Track(0.25)
      .tone({ at: 0, length: 0.11, freq: 420, to: 1300, glide: 0.06, decay: 0.05, attack: 0.003 })
      .tone({ at: 0.055, length: 0.17, freq: pitch('A6'), decay: 0.06, gain: 0.5 })
      .render(0.5),

  // The tiniest sparkle: three quick high pings.
  'gem-fly': () =>
    new Track(0.16)
      .tone({ at: 0, length: 0.08, freq: pitch('E7'), decay: 0.022, attack: 0.002 })
      .tone({ at: 0.025, length: 0.08, freq: pitch('G7'), decay: 0.022, attack: 0.002, gain: 0.8 })
      .tone({ at: 0.05, length: 0.1, freq: pitch('B7'), decay: 0.025, attack: 0.002, gain: 0.6 })
      .render(0.3),

  // A coin: a short note then a fourth above, held a moment.
  'gem-count': () =>
    new Track(0.15)
      .tone({ at: 0, length: 0.045, freq: pitch('B6'), wave: 'triangle', decay: 0.04, attack: 0.002 })
      .tone({ at: 0.04, length: 0.1, freq: pitch('E7'), wave: 'triangle', decay: 0.04, attack: 0.002 })
      .render(0.36),

  // A very short, dry tick for a counter running up many times a second.
  'score-count': () =>
    new Track(0.05, seedOf('score-count'))
      .tone({ at: 0, length: 0.035, freq: pitch('C7'), decay: 0.008, attack: 0.001 })
      .noise({ at: 0, length: 0.006, filter: 'high', cutoff: 3200, gain: 0.3, attack: 0.001 })
      .render(0.3),

  // A warm bell with its fifth, left to ring.
  star: () =>
    new Track(1.2, seedOf('star'))
      .bell(0, pitch('C6'), 1.1, 1)
      .bell(0.015, pitch('G6'), 0.9, 0.35)
      .tone({ at: 0.25, length: 0.5, freq: pitch('C8'), decay: 0.12, gain: 0.05 })
      .render(0.7),

  // Three notes stepping down a chord, the last one sagging: "oh".
  'star-lost': () =>
    new Track(0.7)
      .tone({ at: 0, length: 0.17, freq: pitch('G5'), wave: 'triangle', decay: 0.09 })
      .tone({ at: 0.13, length: 0.17, freq: pitch('E5'), wave: 'triangle', decay: 0.09 })
      .tone({ at: 0.26, length: 0.4, freq: pitch('C5'), to: pitch('B4'), wave: 'triangle', decay: 0.16 })
      .render(0.58),

  // A plain round beep, one per second of the countdown.
  countdown: () =>
    new Track(0.18)
      .tone({ at: 0, length: 0.16, freq: pitch('A5'), attack: 0.008, decay: 0.09, overtones: [0.12] })
      .render(0.45),

  // The octave above the countdown, longer and fuller: off you go.
  go: () =>
    new Track(0.45)
      .tone({ at: 0, length: 0.42, freq: pitch('A6'), attack: 0.008, decay: 0.25, overtones: [0.1] })
      .tone({ at: 0, length: 0.42, freq: pitch('E6'), attack: 0.008, decay: 0.2, gain: 0.35 })
      .render(0.62),

  // A clock: tick (high) and tock (lower), twice, about a second in all.
  'time-almost-out': () => {
    const track = new Track(0.9, seedOf('time-almost-out'));
    [0, 0.25, 0.5, 0.75].forEach((at, i) => {
      const freq = i % 2 === 0 ? 2000 : 1350;
      track
        .tone({ at, length: 0.06, freq, decay: 0.014, attack: 0.001 })
        .noise({ at, length: 0.012, filter: 'band', cutoff: freq * 1.5, q: 2, gain: 0.5, attack: 0.001 });
    });
    return track.render(0.58);
  },

  // Up the chord, then the chord itself held, with a bell on top: "well done!".
  success: () => {
    const track = new Track(1.5, seedOf('success'));
    ['C5', 'E5', 'G5'].forEach((n, i) => {
      track.tone({ at: i * 0.11, length: 0.2, freq: pitch(n), wave: 'triangle', decay: 0.12 });
    });
    for (const [n, gain] of [
      ['C6', 1],
      ['E6', 0.55],
      ['G6', 0.45],
    ] as const) {
      track.tone({
        at: 0.33,
        length: 1.1,
        freq: pitch(n),
        wave: 'triangle',
        decay: 0.45,
        gain,
        vibrato: { rate: 5, depth: 0.06 },
      });
    }
    return track.bell(0.45, pitch('C7'), 0.9, 0.35).bell(0.6, pitch('G7'), 0.7, 0.2).render(0.78);
  },

  // Slow steps down to a soft low note that wobbles: "aww, try again", never a buzzer.
  fail: () =>
    new Track(1.5)
      .tone({ at: 0, length: 0.28, freq: pitch('E5'), wave: 'triangle', decay: 0.16, gain: 0.9 })
      .tone({ at: 0.3, length: 0.28, freq: pitch('D5'), wave: 'triangle', decay: 0.16, gain: 0.9 })
      .tone({
        at: 0.6,
        length: 0.85,
        freq: pitch('C5'),
        to: pitch('A4'),
        glide: 0.85,
        wave: 'triangle',
        decay: 0.35,
        vibrato: { rate: 5, depth: 0.2 },
      })
      .tone({ at: 0.6, length: 0.85, freq: pitch('C4'), decay: 0.35, gain: 0.25 })
      .render(0.62),

  // Magic: a soft rising glide under a scatter of twinkles and a breath of high noise.
  'smart-hint': () => {
    const track = new Track(0.85, seedOf('smart-hint'))
      .tone({
        at: 0,
        length: 0.7,
        freq: pitch('E5'),
        to: pitch('E6'),
        glide: 0.55,
        attack: 0.08,
        decay: 0.3,
        gain: 0.45,
      })
      .noise({
        at: 0,
        length: 0.65,
        filter: 'band',
        cutoff: 2500,
        cutoffTo: 3500,
        q: 3,
        attack: 0.2,
        decay: 0.2,
        gain: 0.25,
      });
    for (let i = 0; i < 14; i++) {
      const at = track.next() * 0.6;
      track.tone({
        at,
        length: 0.12,
        freq: 1900 + track.next() * 1800,
        decay: 0.035,
        attack: 0.002,
        gain: 0.3,
      });
    }
    return track.render(0.55);
  },

  // A pop, then a bright little rising triad: the number appears as if by magic.
  reveal: () =>
    new Track(0.4, seedOf('reveal'))
      .tone({ at: 0, length: 0.08, freq: 160, to: 520, glide: 0.04, decay: 0.025, attack: 0.001 })
      .noise({
        at: 0,
        length: 0.02,
        filter: 'band',
        cutoff: 1100,
        q: 1,
        gain: 0.7,
        attack: 0.001,
        decay: 0.006,
      })
      .tone({ at: 0.07, length: 0.14, freq: pitch('E6'), decay: 0.05, gain: 0.45 })
      .tone({ at: 0.12, length: 0.14, freq: pitch('G#6'), decay: 0.05, gain: 0.45 })
      .tone({ at: 0.17, length: 0.2, freq: pitch('B6'), decay: 0.07, gain: 0.45 })
      .render(0.55),

  // A soft, round "tup" for menu and modal buttons.
  button: () =>
    new Track(0.08)
      .tone({
        at: 0,
        length: 0.07,
        freq: pitch('D5'),
        to: pitch('B4'),
        glide: 0.05,
        decay: 0.02,
        attack: 0.002,
        overtones: [0.25],
      })
      .render(0.5),

  // A springy rise and a ping: the big Play button, "let's go".
  'play-press': () =>
    new Track(0.42)
      .tone({
        at: 0,
        length: 0.2,
        freq: pitch('G4'),
        to: pitch('G5'),
        glide: 0.12,
        wave: 'triangle',
        decay: 0.09,
      })
      .tone({ at: 0.12, length: 0.28, freq: pitch('C6'), wave: 'triangle', decay: 0.1, overtones: [0, 0.05] })
      .render(0.62),
};

/** The sound, as mono samples in [-1, 1] at SAMPLE_RATE; a new array on every call. */
export function synthesize(name: SoundName): Float32Array {
  return RECIPES[name]();
}

export function durationMs(samples: Float32Array): number {
  return (samples.length / SAMPLE_RATE) * 1000;
}
