// Where the client build reads its images, ads and other source files: the top-level assets/
// folder (see assets/README.md). Code imports them as '@assets/...'; Vite, Vitest and TypeScript
// all resolve that alias to this folder.

import { fileURLToPath } from 'node:url';

export const ASSETS_DIR = fileURLToPath(new URL('../assets', import.meta.url));

export const assetsAlias = { '@assets': ASSETS_DIR } as const;
