// Mono PCM to a 16-bit WAV file (RIFF/WAVE, format 1): the sounds uncompressed, for listening to
// them outside the game and for the report of their sizes. The build ships Ogg Opus and MP3 (client/sound-encode.ts).

export const WAV_HEADER_BYTES = 44;

/** The file's bytes: the canonical 44-byte header, then little-endian signed 16-bit samples. */
export function encodeWav(samples: Float32Array, sampleRate: number): Uint8Array {
  const channels = 1;
  const bytesPerSample = 2;
  const dataBytes = samples.length * bytesPerSample * channels;
  const bytes = new Uint8Array(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, WAV_HEADER_BYTES - 8 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * bytesPerSample, true);
  view.setUint16(32, channels * bytesPerSample, true);
  view.setUint16(34, bytesPerSample * 8, true);
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i++) {
    // NaN would become 0 in a typed array anyway; clamping keeps an overshoot from wrapping round.
    const s = Math.max(-1, Math.min(1, samples[i] || 0));
    view.setInt16(WAV_HEADER_BYTES + i * bytesPerSample, Math.round(s < 0 ? s * 32768 : s * 32767), true);
  }
  return bytes;
}
