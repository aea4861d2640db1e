// The building blocks the game's sounds are made of: soft tones, bells and filtered noise laid on a
// mono track. Everything is computed from its arguments (the noise from a seed), so a sound is the
// same on every build and in every test. No DOM and no Node APIs: the Vite plugin runs this at build.

export const SAMPLE_RATE = 22050;

const NYQUIST = SAMPLE_RATE / 2;
/** Partials this close to Nyquist are left out: they would alias into harsh, unrelated pitches. */
const PARTIAL_CEILING = NYQUIST * 0.9;

/** The frequency of a note name such as 'C5', 'F#4' or 'Bb6' (A4 = 440 Hz, equal temperament). */
export function pitch(name: string): number {
  const match = /^([A-G])([#b]?)(-?\d)$/.exec(name);
  if (!match) throw new Error(`Not a note name: ${name}`);
  const steps: Record<string, number> = { C: -9, D: -7, E: -5, F: -4, G: -2, A: 0, B: 2 };
  const accidental = match[2] === '#' ? 1 : match[2] === 'b' ? -1 : 0;
  const semitones = steps[match[1]!]! + accidental + (Number(match[3]) - 4) * 12;
  return 440 * 2 ** (semitones / 12);
}

/** A small, fast, seedable generator (mulberry32): the noise must be the same on every run. */
export function seededNoise(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Wave = 'sine' | 'triangle';

export interface Tone {
  /** Start, in seconds from the start of the sound. */
  readonly at: number;
  /** How long it sounds, its fade-out included. */
  readonly length: number;
  readonly freq: number;
  /** Glides (exponentially, so it sounds even) to this frequency over `glide` seconds. */
  readonly to?: number;
  readonly glide?: number;
  readonly wave?: Wave;
  readonly gain?: number;
  readonly attack?: number;
  /** Time constant of the exponential decay after the attack; without it the tone holds. */
  readonly decay?: number;
  /** Gains of the partials above the fundamental (2×, 3×, ...), for a rounder or brighter colour. */
  readonly overtones?: readonly number[];
  /** A gentle wobble: rate in Hz, depth in semitones. */
  readonly vibrato?: { readonly rate: number; readonly depth: number };
}

export interface Noise {
  readonly at: number;
  readonly length: number;
  readonly gain?: number;
  readonly attack?: number;
  readonly decay?: number;
  /** Which output of the state-variable filter: low-pass, band-pass or high-pass. */
  readonly filter: 'low' | 'band' | 'high';
  readonly cutoff: number;
  /** Sweeps the cutoff (exponentially) over the length: the "whoosh". */
  readonly cutoffTo?: number;
  /** Resonance; 0.7 is plain, higher is narrower and more whistly. */
  readonly q?: number;
}

/** Release time at the end of every voice, so no voice ends in a click. */
const RELEASE = 0.012;

function envelope(t: number, length: number, attack: number, decay: number | undefined): number {
  const rise = t < attack ? Math.sin((Math.PI / 2) * (t / attack)) : 1;
  const fall = decay === undefined || t < attack ? 1 : Math.exp(-(t - attack) / decay);
  const release = Math.min(RELEASE, length / 3);
  const left = length - t;
  const end = left < release ? Math.max(0, left / release) : 1;
  return rise * fall * end;
}

/** Odd harmonics with alternating signs falling as 1/k²: a triangle, without partials past Nyquist. */
function triangleAt(phase: number, freq: number): number {
  let sum = 0;
  for (let k = 1, sign = 1; k <= 9 && k * freq < PARTIAL_CEILING; k += 2, sign = -sign) {
    sum += (sign * Math.sin(2 * Math.PI * k * phase)) / (k * k);
  }
  return (8 / (Math.PI * Math.PI)) * sum;
}

/** A mono track that voices are mixed into. */
export class Track {
  private readonly samples: Float32Array;
  private readonly random: () => number;

  constructor(seconds: number, seed = 1) {
    this.samples = new Float32Array(Math.ceil(seconds * SAMPLE_RATE));
    this.random = seededNoise(seed);
  }

  get length(): number {
    return this.samples.length;
  }

  tone(v: Tone): this {
    const wave = v.wave ?? 'sine';
    const gain = v.gain ?? 1;
    const attack = v.attack ?? 0.005;
    const glide = v.glide ?? v.length;
    const start = Math.round(v.at * SAMPLE_RATE);
    const count = Math.min(Math.round(v.length * SAMPLE_RATE), this.samples.length - start);
    let phase = 0;
    for (let i = 0; i < count; i++) {
      const t = i / SAMPLE_RATE;
      let freq = v.freq;
      if (v.to !== undefined) freq = v.freq * (v.to / v.freq) ** Math.min(1, t / glide);
      if (v.vibrato) freq *= 2 ** ((v.vibrato.depth / 12) * Math.sin(2 * Math.PI * v.vibrato.rate * t));
      let value = wave === 'triangle' ? triangleAt(phase, freq) : Math.sin(2 * Math.PI * phase);
      v.overtones?.forEach((g, n) => {
        if ((n + 2) * freq < PARTIAL_CEILING) value += g * Math.sin(2 * Math.PI * (n + 2) * phase);
      });
      this.samples[start + i]! += gain * envelope(t, v.length, attack, v.decay) * value;
      phase = (phase + freq / SAMPLE_RATE) % 1;
    }
    return this;
  }

  /**
   * A struck bell: a few inharmonic partials, the higher ones dying sooner, which is what makes it
   * sound like metal rather than a flute.
   */
  bell(at: number, freq: number, length: number, gain = 1): this {
    const partials: readonly (readonly [ratio: number, level: number, decay: number])[] = [
      [1, 1, 0.45],
      [2, 0.4, 0.28],
      [2.76, 0.3, 0.18],
      [4.07, 0.14, 0.1],
      [5.4, 0.08, 0.06],
    ];
    for (const [ratio, level, decay] of partials) {
      if (freq * ratio >= PARTIAL_CEILING) continue;
      this.tone({ at, length, freq: freq * ratio, gain: gain * level, attack: 0.002, decay: decay * length });
    }
    return this;
  }

  /** Filtered white noise (a Chamberlin state-variable filter, with the cutoff swept if asked). */
  noise(v: Noise): this {
    const gain = v.gain ?? 1;
    const attack = v.attack ?? 0.003;
    const damping = 1 / (v.q ?? 0.7);
    const start = Math.round(v.at * SAMPLE_RATE);
    const count = Math.min(Math.round(v.length * SAMPLE_RATE), this.samples.length - start);
    let low = 0;
    let band = 0;
    for (let i = 0; i < count; i++) {
      const t = i / SAMPLE_RATE;
      const cutoff =
        v.cutoffTo === undefined ? v.cutoff : v.cutoff * (v.cutoffTo / v.cutoff) ** (t / v.length);
      // The filter is only stable well below Nyquist; past about a sixth of the rate it would blow up.
      const f = 2 * Math.sin((Math.PI * Math.min(cutoff, SAMPLE_RATE / 6)) / SAMPLE_RATE);
      const input = this.random() * 2 - 1;
      low += f * band;
      const high = input - low - damping * band;
      band += f * high;
      const out = v.filter === 'low' ? low : v.filter === 'band' ? band : high;
      this.samples[start + i]! += gain * envelope(t, v.length, attack, v.decay) * out;
    }
    return this;
  }

  /** Draws a number from the track's seeded generator (for sparkles placed at random). */
  next(): number {
    return this.random();
  }

  /**
   * The finished sound: its peak scaled to `level` (the sounds are balanced against each other
   * here; the game's volume is applied on top), with silence at the end trimmed.
   */
  render(level: number): Float32Array {
    let peak = 0;
    let last = 0;
    for (let i = 0; i < this.samples.length; i++) {
      const a = Math.abs(this.samples[i]!);
      if (a > peak) peak = a;
      if (a > 1e-4) last = i;
    }
    const out = this.samples.slice(0, Math.max(1, last + 1));
    if (peak === 0) return out;
    const scale = level / peak;
    for (let i = 0; i < out.length; i++) out[i]! *= scale;
    return out;
  }
}
