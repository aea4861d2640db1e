import { describe, expect, it } from 'vitest';
import { synthesize } from './synth';
import { encodeWav, WAV_HEADER_BYTES } from './wav';

const text = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

describe('encodeWav', () => {
  const samples = Float32Array.from([0, 0.5, -0.5, 1, -1, 0.25, 2, -3]);
  const wav = encodeWav(samples, 22050);
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);

  it('writes the RIFF/WAVE header of 16-bit mono PCM', () => {
    expect(wav.byteLength).toBe(WAV_HEADER_BYTES + samples.length * 2);
    expect(text(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(wav.byteLength - 8);
    expect(text(wav, 8, 4)).toBe('WAVE');
    expect(text(wav, 12, 4)).toBe('fmt ');
    expect(view.getUint32(16, true)).toBe(16);
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(22050);
    expect(view.getUint32(28, true)).toBe(44100);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(samples.length * 2);
  });

  it('stores the samples little-endian, clamped to full scale', () => {
    const stored = Array.from(samples, (_, i) => view.getInt16(WAV_HEADER_BYTES + i * 2, true));
    expect(stored).toEqual([0, 16384, -16384, 32767, -32768, 8192, 32767, -32768]);
  });

  it('round-trips a real sound within one step of 16 bits', () => {
    const sound = synthesize('correct');
    const bytes = encodeWav(sound, 22050);
    const data = new DataView(bytes.buffer, bytes.byteOffset + WAV_HEADER_BYTES);
    for (const i of [0, 100, 1000, 4321, sound.length - 1]) {
      const back = data.getInt16(i * 2, true) / (data.getInt16(i * 2, true) < 0 ? 32768 : 32767);
      expect(Math.abs(back - sound[i]!)).toBeLessThanOrEqual(1 / 32767);
    }
  });

  it('takes another rate and an empty sound', () => {
    const empty = encodeWav(new Float32Array(0), 44100);
    const v = new DataView(empty.buffer);
    expect(empty.byteLength).toBe(WAV_HEADER_BYTES);
    expect(v.getUint32(24, true)).toBe(44100);
    expect(v.getUint32(28, true)).toBe(88200);
    expect(v.getUint32(40, true)).toBe(0);
  });
});
