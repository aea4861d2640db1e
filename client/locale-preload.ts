// A build step: index.html asks for the English language file beside the entry script, with a
// modulepreload link. Every player needs it (it is the fallback, loaded with any other language:
// src/i18n/i18n.ts), and the first screen waits for it; without the link its request starts only
// once the entry has downloaded and run, a second round trip before the first paint.

import type { Plugin } from 'vite';

/** The file whose chunk is preloaded: the fallback language's. */
export const PRELOADED_LOCALE = /\/src\/i18n\/locales\/en\.json$/;

export function localePreload(): Plugin {
  return {
    name: 'numberland-locale-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' &&
            PRELOADED_LOCALE.test((output.facadeModuleId ?? '').replaceAll('\\', '/')),
        );
        if (!chunk)
          throw new Error('locale-preload: the English language file was not built as a chunk of its own');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
