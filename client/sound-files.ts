// A build step: the game's 24 sounds are synthesised (src/sound/synth.ts), encoded as Ogg Opus and
// as MP3 (sound-encode.ts, WebAssembly encoders from npm) and written as sounds/<name>.opus and
// sounds/<name>.mp3 into the build, and served at the same URLs by the dev server. They are
// generated from code, never committed: one source of truth, and no binary blobs in the history.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { encodeMp3, encodeOggOpus } from './sound-encode';
import { SOUND_NAMES, type SoundName } from './src/game/sound-names';
import { SOUND_FORMATS, SOUND_TYPES, type SoundFormat, soundFile } from './src/sound/sound-paths';
import { SAMPLE_RATE, synthesize } from './src/sound/synth';

const made = new Map<string, Promise<Uint8Array>>();

/** A sound's file in one format, made once per process (synthesis is pure, so the cache is safe). */
export function soundData(name: SoundName, format: SoundFormat): Promise<Uint8Array> {
  const key = `${name}.${format}`;
  let file = made.get(key);
  if (!file) {
    const samples = synthesize(name);
    file =
      format === 'opus'
        ? Promise.resolve().then(() => encodeOggOpus(samples, SAMPLE_RATE))
        : encodeMp3(samples, SAMPLE_RATE);
    made.set(key, file);
  }
  return file;
}

/** The path part of Vite's base with a trailing slash ('/', '/game/'); a full-URL base keeps its path. */
export function basePath(base: string): string {
  const path = new URL(base, 'http://localhost/').pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Which sound and format a request path asks for, under the given base path, if any. */
export function soundForPath(
  pathname: string,
  base: string,
): { name: SoundName; format: SoundFormat } | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const rest = pathname.slice(base.length);
  for (const name of SOUND_NAMES) {
    for (const format of SOUND_FORMATS) if (soundFile(name, format) === rest) return { name, format };
  }
  return undefined;
}

export function soundFiles(): Plugin {
  return {
    name: 'numberland-sound-files',
    configureServer(server) {
      // Added before Vite's own middlewares, so the URL still carries the base here.
      const base = basePath(server.config.base);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost/').pathname;
        const sound = soundForPath(pathname, base);
        if (!sound || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        soundData(sound.name, sound.format).then((file) => {
          res.writeHead(200, {
            'Content-Type': SOUND_TYPES[sound.format],
            'Content-Length': file.byteLength,
            'Cache-Control': 'no-cache',
          });
          res.end(req.method === 'HEAD' ? undefined : file);
        }, next);
      });
    },
    async generateBundle() {
      for (const name of SOUND_NAMES) {
        for (const format of SOUND_FORMATS) {
          this.emitFile({
            type: 'asset',
            fileName: soundFile(name, format),
            source: await soundData(name, format),
          });
        }
      }
    },
  };
}
