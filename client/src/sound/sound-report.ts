// Figures a reviewer can read in place of listening: nobody can hear a sound in CI, but length,
// loudness and brightness show at once when one is too long, too loud or too shrill.
// Print them with `npm run print-sounds -w client` (client/scripts/print-sounds.ts).

import { SOUND_NAMES, type SoundName } from '../game/sound-names';
import { SAMPLE_RATE, synthesize } from './synth';
import { WAV_HEADER_BYTES } from './wav';

export interface SoundFigures {
  readonly name: SoundName;
  readonly ms: number;
  readonly peak: number;
  readonly rms: number;
  /** Zero crossings per second ÷ 2: roughly the main pitch of a tone, higher for noise. */
  readonly brightnessHz: number;
  readonly wavBytes: number;
}

export function figuresOf(name: SoundName, samples: Float32Array = synthesize(name)): SoundFigures {
  let peak = 0;
  let squares = 0;
  let crossings = 0;
  for (let i = 0; i < samples.length; i++) {
    const s = samples[i]!;
    peak = Math.max(peak, Math.abs(s));
    squares += s * s;
    if (i > 0 && samples[i - 1]! < 0 !== s < 0) crossings++;
  }
  const seconds = samples.length / SAMPLE_RATE;
  return {
    name,
    ms: seconds * 1000,
    peak,
    rms: Math.sqrt(squares / Math.max(1, samples.length)),
    brightnessHz: crossings / 2 / seconds,
    wavBytes: WAV_HEADER_BYTES + samples.length * 2,
  };
}

export function soundReport(): string {
  const rows = SOUND_NAMES.map((name) => figuresOf(name));
  const lines = rows.map(
    (r) =>
      `${r.name.padEnd(16)} ${r.ms.toFixed(0).padStart(5)} ms  peak ${r.peak.toFixed(2)}  rms ${r.rms.toFixed(3)}` +
      `  ~${r.brightnessHz.toFixed(0).padStart(5)} Hz  ${(r.wavBytes / 1024).toFixed(1).padStart(5)} KiB`,
  );
  const total = rows.reduce((sum, r) => sum + r.wavBytes, 0);
  const seconds = rows.reduce((sum, r) => sum + r.ms, 0) / 1000;
  lines.push(
    `${rows.length} sounds, ${seconds.toFixed(2)} s, ${(total / 1024).toFixed(1)} KiB of WAV in all`,
  );
  return lines.join('\n');
}
