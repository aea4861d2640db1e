// A build step: the first-paint script (src/boot/first-paint.ts) built on its own as a classic
// script and written into index.html right after <div id="root">, so the loader's first frame is
// painted from HTML and CSS without waiting for the entry's modules (issue 17). A classic script
// because it must run before the first paint, which a module script (deferred) does not promise;
// written into the page, not a file of its own, because on a phone's slow link that file was one
// more round trip before the first paint (Lighthouse: about 300 ms of render-blocking time). The
// page's policy (default-src 'self') runs an inline script only by its hash: the server names the
// hashes of the page's inline scripts in its policy (server/src/plugins/page-policy.ts).
// The entry's modules are asked for at low priority, after what the first paint needs.
// The script tag carries the language files' addresses (data-locales), so the script can ask for
// the player's own before the entry runs, and the logo's (data-logo), for the intro it draws.

import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('./src/boot/first-paint.ts', import.meta.url));
const LOCALE = /\/src\/i18n\/locales\/(\w+)\.json$/;
/**
 * The entry script and the modules preloaded beside it: asked for at low priority, since the
 * first paint no longer waits for them; the style sheets and this script go first on a slow link.
 */
const MODULE_TAG = /(<script type="module"|<link rel="modulepreload")/g;
/**
 * The images the loader waits for (src/screens/loader/images.ts: the logo and the lands' emblems),
 * asked for by the page's head, so they are in by the time the loader looks for them instead of
 * being sent for only once the entry has run.
 */
const LOADER_IMAGE = /\/assets\/images\/(logo|land-[a-z]+)\.svg$/;

/** The first-paint script as one minified classic script (an IIFE with nothing exported). */
export async function buildFirstPaintScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    // Named imports of a locale file keep only the keys used, not the whole file.
    json: { stringify: false },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: SOURCE,
        formats: ['iife'],
        name: 'numberlandFirstPaint',
        fileName: () => 'first-paint.js',
      },
      rolldownOptions: { output: { exports: 'none' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs)
    if ('output' in output) {
      const chunk = output.output.find((file) => file.type === 'chunk');
      if (chunk) return chunk.code;
    }
  throw new Error('first-paint: the script was not built');
}

/**
 * The script as an inline <script>'s text. The HTML parser ends a script at the first `</script`
 * and treats `<!--` in it specially, so a script holding either is refused rather than broken.
 */
export function inlineScriptText(code: string): string {
  if (/<\/script|<!--/i.test(code)) throw new Error('first-paint: the script holds </script or <!--');
  return code.trimEnd();
}

export function firstPaint(): Plugin {
  let script: string | undefined;
  return {
    name: 'numberland-first-paint',
    apply: 'build',
    async buildStart() {
      script = inlineScriptText(await buildFirstPaintScript());
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (script === undefined) throw new Error('first-paint: the script was not built');
        const locales: Record<string, string> = {};
        for (const output of Object.values(bundle ?? {})) {
          if (output.type !== 'chunk') continue;
          const language = LOCALE.exec((output.facadeModuleId ?? '').replaceAll('\\', '/'))?.[1];
          if (language) locales[language] = `/${output.fileName}`;
        }
        const images = Object.values(bundle ?? {}).flatMap((output) => {
          const names =
            output.type === 'asset' ? output.originalFileNames.map((n) => n.replaceAll('\\', '/')) : [];
          return names.some((name) => LOADER_IMAGE.test(name))
            ? [{ href: `/${output.fileName}`, logo: names.some((name) => name.endsWith('/logo.svg')) }]
            : [];
        });
        const logo = images.find((image) => image.logo);
        return {
          html: html.replace(MODULE_TAG, '$1 fetchpriority="low"'),
          tags: [
            ...images.map((image) => ({
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'image',
                href: image.href,
                // The logo is the intro's largest picture: first among the images.
                ...(image.logo ? { fetchpriority: 'high' } : {}),
              },
              injectTo: 'head' as const,
            })),
            {
              tag: 'script',
              attrs: {
                'data-locales': JSON.stringify(locales),
                ...(logo ? { 'data-logo': logo.href } : {}),
              },
              children: script,
              injectTo: 'body',
            },
          ],
        };
      },
    },
  };
}
