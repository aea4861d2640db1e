// A build step: the game's 24 sounds are synthesised (src/sound/synth.ts) and written as
// sounds/<name>.wav into the build, and served at the same URLs by the dev server. They are
// generated from code, never committed: one source of truth, and no binary blobs in the history.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { SOUND_NAMES, type SoundName } from './src/game/sound-names';
import { soundFile } from './src/sound/sound-paths';
import { SAMPLE_RATE, synthesize } from './src/sound/synth';
import { encodeWav } from './src/sound/wav';

const made = new Map<SoundName, Uint8Array>();

/** The WAV file of a sound, made once per process (synthesis is pure, so the cache is safe). */
export function soundWav(name: SoundName): Uint8Array {
  let wav = made.get(name);
  if (!wav) {
    wav = encodeWav(synthesize(name), SAMPLE_RATE);
    made.set(name, wav);
  }
  return wav;
}

/** The path part of Vite's base with a trailing slash ('/', '/game/'); a full-URL base keeps its path. */
export function basePath(base: string): string {
  const path = new URL(base, 'http://localhost/').pathname;
  return path.endsWith('/') ? path : `${path}/`;
}

/** Which sound a request path asks for, under the given base path, if any. */
export function soundForPath(pathname: string, base: string): SoundName | undefined {
  if (!pathname.startsWith(base)) return undefined;
  const rest = pathname.slice(base.length);
  return SOUND_NAMES.find((name) => soundFile(name) === rest);
}

export function soundFiles(): Plugin {
  return {
    name: 'numberland-sound-files',
    configureServer(server) {
      // Added before Vite's own middlewares, so the URL still carries the base here.
      const base = basePath(server.config.base);
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost/').pathname;
        const name = soundForPath(pathname, base);
        if (!name || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const wav = soundWav(name);
        res.writeHead(200, {
          'Content-Type': 'audio/wav',
          'Content-Length': wav.byteLength,
          'Cache-Control': 'no-cache',
        });
        res.end(req.method === 'HEAD' ? undefined : wav);
      });
    },
    generateBundle() {
      for (const name of SOUND_NAMES) {
        this.emitFile({ type: 'asset', fileName: soundFile(name), source: soundWav(name) });
      }
    },
  };
}
