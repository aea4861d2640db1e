import { describe, expect, it } from 'vitest';
import { encodeMp3, encodeOggOpus, OPUS_RATE, oggCrc, PRE_SKIP, resample } from './sound-encode';
import { SOUND_NAMES } from './src/game/sound-names';
import { SAMPLE_RATE, synthesize } from './src/sound/synth';

interface OggPage {
  readonly flags: number;
  readonly granule: bigint;
  readonly sequence: number;
  readonly crcOk: boolean;
  readonly packets: Uint8Array[];
}

/** Reads an Ogg file page by page (packets here never span pages). */
function readOgg(bytes: Uint8Array): OggPage[] {
  const pages: OggPage[] = [];
  let at = 0;
  while (at < bytes.byteLength) {
    const view = new DataView(bytes.buffer, bytes.byteOffset + at);
    expect(new TextDecoder().decode(bytes.subarray(at, at + 4))).toBe('OggS');
    const segments = view.getUint8(26);
    const lacing = [...bytes.subarray(at + 27, at + 27 + segments)];
    const size = 27 + segments + lacing.reduce((a, b) => a + b, 0);
    const page = bytes.slice(at, at + size);
    const stored = new DataView(page.buffer).getUint32(22, true);
    new DataView(page.buffer).setUint32(22, 0, true);
    const packets: Uint8Array[] = [];
    let offset = at + 27 + segments;
    let length = 0;
    for (const l of lacing) {
      length += l;
      if (l < 255) {
        packets.push(bytes.subarray(offset, offset + length));
        offset += length;
        length = 0;
      }
    }
    pages.push({
      flags: view.getUint8(5),
      granule: view.getBigInt64(6, true),
      sequence: view.getUint32(18, true),
      crcOk: oggCrc(page) === stored,
      packets,
    });
    at += size;
  }
  return pages;
}

describe('Ogg Opus', () => {
  it("computes Ogg's CRC (CRC-32/POSIX without the final inversion)", () => {
    expect(oggCrc(new TextEncoder().encode('123456789'))).toBe(0x89a1897f); // 0x765e7680 inverted;
  });

  it('writes the headers, then the audio, with a correct CRC on every page', () => {
    const samples = synthesize('success');
    const pages = readOgg(encodeOggOpus(samples, SAMPLE_RATE));
    const text = (packet: Uint8Array | undefined) => new TextDecoder().decode(packet?.subarray(0, 8));
    expect(pages.every((p) => p.crcOk)).toBe(true);
    expect(pages.map((p) => p.sequence)).toEqual(pages.map((_, i) => i));
    expect(text(pages[0]!.packets[0])).toBe('OpusHead');
    expect(pages[0]!.flags).toBe(0x02);
    expect(text(pages[1]!.packets[0])).toBe('OpusTags');
    const head = new DataView(pages[0]!.packets[0]!.buffer, pages[0]!.packets[0]!.byteOffset);
    expect([head.getUint8(9), head.getUint16(10, true), head.getUint32(12, true)]).toEqual([
      1,
      PRE_SKIP,
      SAMPLE_RATE,
    ]);
    const last = pages.at(-1)!;
    expect(last.flags).toBe(0x04);
    // The end trims the padding: the decoder plays exactly the sound's length.
    const resampled = Math.ceil((samples.length * OPUS_RATE) / SAMPLE_RATE);
    expect(Number(last.granule)).toBe(PRE_SKIP + resampled * 2);
    const packets = pages.slice(2).flatMap((p) => p.packets);
    // 20 ms packets cover the sound and the look-ahead.
    expect(packets.length * 480).toBeGreaterThanOrEqual(resampled + PRE_SKIP / 2);
  });

  it('resamples without changing a tone', () => {
    const tone = (rate: number, n: number) =>
      Float32Array.from({ length: n }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 1000 * i) / rate));
    const out = resample(tone(22050, 2205), 22050, 24000);
    const expected = tone(24000, out.length);
    // Away from the ends, where the kernel runs out of samples.
    for (let i = 100; i < out.length - 100; i++) expect(Math.abs(out[i]! - expected[i]!)).toBeLessThan(0.01);
  });
});

describe('the 24 sounds', () => {
  // Encodes all 24 twice: about 1 s alone, 4 s on two cores busy with other work, and Vitest's
  // default limit for this project is 5 s.
  it('fit in 120 KB in either format', { timeout: 30_000 }, async () => {
    let opus = 0;
    let mp3 = 0;
    for (const name of SOUND_NAMES) {
      const samples = synthesize(name);
      opus += encodeOggOpus(samples, SAMPLE_RATE).byteLength;
      const file = await encodeMp3(samples, SAMPLE_RATE);
      // An MPEG audio frame's sync word.
      expect([file[0], (file[1] ?? 0) & 0xe0], name).toEqual([0xff, 0xe0]);
      mp3 += file.byteLength;
    }
    expect(opus).toBeLessThanOrEqual(120_000);
    expect(mp3).toBeLessThanOrEqual(120_000);
  });
});
