// The build's sound encoders: the synthesised samples (src/sound/synth.ts) as Opus in an Ogg file
// (what Chrome, Edge, Firefox and Safari 17+ play, a few KB a sound) and as MP3 (for older Safari,
// which has no Ogg Opus). Both encoders are WebAssembly builds from npm, so the build needs no
// system ffmpeg and no network:
// - opusscript: libopus (BSD) for Node, MIT; it gives bare Opus packets, which are put into Ogg
//   pages here (RFC 3533 and RFC 7845: the OpusHead and OpusTags headers, granule positions,
//   pre-skip and end trimming, the page CRC).
// - wasm-media-encoders: LAME (LGPL, used at build time only: nothing of it ships), MIT.

import OpusScript from 'opusscript';
import { createMp3Encoder } from 'wasm-media-encoders';

/** Opus runs at 24 kHz here: the sounds are made at 22,050 Hz and have nothing above 11 kHz. */
export const OPUS_RATE = 24000;
/** Opus time is always counted at 48 kHz in Ogg (granule positions, pre-skip). */
const GRANULE_RATE = 48000;
/** 20 ms frames. */
const FRAME = OPUS_RATE / 50;
/** libopus's look-ahead at 24 kHz (2.5 ms + 4 ms), in 48 kHz samples: what the decoder skips. */
export const PRE_SKIP = 312;
export const OPUS_BITRATE = 40000;
export const MP3_KBPS = 48;

const OPUS_SET_COMPLEXITY = 4010;
const OPUS_SET_SIGNAL = 4024;
const OPUS_SIGNAL_MUSIC = 3002;

/**
 * Band-limited resampling (a Lanczos-windowed sinc, 16 lobes each side): good enough that a
 * 22,050 → 24,000 Hz step adds nothing audible.
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples.slice();
  const lobes = 16;
  const out = new Float32Array(Math.ceil((samples.length * to) / from));
  // Downsampling would need the kernel widened to the lower rate; upsampling keeps the source's band.
  const scale = Math.min(1, to / from);
  for (let i = 0; i < out.length; i++) {
    const center = (i * from) / to;
    const first = Math.ceil(center - lobes / scale);
    const last = Math.floor(center + lobes / scale);
    let sum = 0;
    for (let j = Math.max(0, first); j <= Math.min(samples.length - 1, last); j++) {
      const x = (j - center) * scale;
      sum += samples[j]! * sinc(x) * sinc(x / lobes) * scale;
    }
    out[i] = sum;
  }
  return out;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32: polynomial 0x04c11db7, not reflected, starting from 0. */
export function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

const FLAG_BOS = 0x02;
const FLAG_EOS = 0x04;

interface Page {
  readonly packets: readonly Uint8Array[];
  readonly granule: number;
  readonly flags: number;
}

function oggPage(page: Page, serial: number, sequence: number): Uint8Array {
  const lacing: number[] = [];
  for (const packet of page.packets) {
    let left = packet.byteLength;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  if (lacing.length > 255) throw new Error('An Ogg page holds at most 255 segments.');
  const bodyBytes = page.packets.reduce((sum, p) => sum + p.byteLength, 0);
  const bytes = new Uint8Array(27 + lacing.length + bodyBytes);
  const view = new DataView(bytes.buffer);
  bytes.set([0x4f, 0x67, 0x67, 0x53], 0); // "OggS"
  view.setUint8(4, 0); // version
  view.setUint8(5, page.flags);
  view.setBigInt64(6, BigInt(page.granule), true);
  view.setUint32(14, serial, true);
  view.setUint32(18, sequence, true);
  view.setUint32(22, 0, true); // the CRC, computed over the page with this field at 0
  view.setUint8(26, lacing.length);
  bytes.set(lacing, 27);
  let offset = 27 + lacing.length;
  for (const packet of page.packets) {
    bytes.set(packet, offset);
    offset += packet.byteLength;
  }
  view.setUint32(22, oggCrc(bytes), true);
  return bytes;
}

function opusHead(inputRate: number): Uint8Array {
  const bytes = new Uint8Array(19);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('OpusHead'), 0);
  view.setUint8(8, 1); // version
  view.setUint8(9, 1); // mono
  view.setUint16(10, PRE_SKIP, true);
  view.setUint32(12, inputRate, true); // informational: the rate the sound was made at
  view.setInt16(16, 0, true); // output gain
  view.setUint8(18, 0); // channel mapping family 0: mono or stereo
  return bytes;
}

function opusTags(): Uint8Array {
  const vendor = new TextEncoder().encode('numberland (libopus via opusscript)');
  const bytes = new Uint8Array(8 + 4 + vendor.byteLength + 4);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('OpusTags'), 0);
  view.setUint32(8, vendor.byteLength, true);
  bytes.set(vendor, 12);
  view.setUint32(12 + vendor.byteLength, 0, true); // no comments
  return bytes;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

/** The raw Opus packets of mono samples at OPUS_RATE, 20 ms each, the last one padded with silence. */
export function opusPackets(samples: Float32Array, bitrate: number = OPUS_BITRATE): Uint8Array[] {
  const encoder = new OpusScript(OPUS_RATE, 1, OpusScript.Application.AUDIO);
  try {
    encoder.setBitrate(bitrate);
    encoder.encoderCTL(OPUS_SET_COMPLEXITY, 10);
    encoder.encoderCTL(OPUS_SET_SIGNAL, OPUS_SIGNAL_MUSIC);
    // The look-ahead's worth of silence more at the end, so the decoder has the whole sound.
    const total = samples.length + (PRE_SKIP * OPUS_RATE) / GRANULE_RATE;
    const packets: Uint8Array[] = [];
    const frame = Buffer.alloc(FRAME * 2);
    for (let start = 0; start < total; start += FRAME) {
      for (let i = 0; i < FRAME; i++) {
        const s = Math.max(-1, Math.min(1, samples[start + i] ?? 0));
        frame.writeInt16LE(Math.round(s < 0 ? s * 32768 : s * 32767), i * 2);
      }
      packets.push(new Uint8Array(encoder.encode(frame, FRAME)));
    }
    return packets;
  } finally {
    encoder.delete();
  }
}

/** An Ogg Opus file (RFC 7845) of mono samples at `sampleRate`. */
export function encodeOggOpus(samples: Float32Array, sampleRate: number, bitrate?: number): Uint8Array {
  const at24k = resample(samples, sampleRate, OPUS_RATE);
  const packets = opusPackets(at24k, bitrate);
  const serial = 0x4e4c4e44; // any number: one stream per file
  const perPacket = (FRAME * GRANULE_RATE) / OPUS_RATE;
  // The last page's granule position trims the padding: pre-skip plus the sound's own length.
  const end = PRE_SKIP + Math.round((at24k.length * GRANULE_RATE) / OPUS_RATE);
  const pages: Page[] = [
    { packets: [opusHead(sampleRate)], granule: 0, flags: FLAG_BOS },
    { packets: [opusTags()], granule: 0, flags: 0 },
  ];
  // Up to 50 packets (one second) a page: each of ours is one segment (under 255 bytes) or two.
  for (let first = 0; first < packets.length; first += 50) {
    const chunk = packets.slice(first, first + 50);
    const last = first + chunk.length >= packets.length;
    pages.push({
      packets: chunk,
      granule: last ? end : PRE_SKIP + (first + chunk.length) * perPacket,
      flags: last ? FLAG_EOS : 0,
    });
  }
  return concat(pages.map((page, i) => oggPage(page, serial, i)));
}

/** An MP3 file (constant bitrate, MPEG-2 Layer III at 22,050 Hz) of mono samples. */
export async function encodeMp3(
  samples: Float32Array,
  sampleRate: number,
  kbps = MP3_KBPS,
): Promise<Uint8Array> {
  const encoder = await createMp3Encoder();
  encoder.configure({ sampleRate, channels: 1, bitrate: kbps as 48 });
  // The encoder owns the buffers it answers: copy each before the next call.
  const body = encoder.encode([samples]).slice();
  const tail = encoder.finalize().slice();
  return concat([body, tail]);
}
