import { fileURLToPath } from 'node:url';

/** The client as `npm run build -w client` leaves it, which the server serves. */
export const CLIENT_DIR = fileURLToPath(new URL('../../client/dist', import.meta.url));
/** Where screenshots go (npm run shots, and failing tests). */
export const SHOTS_DIR = fileURLToPath(new URL('../../shots', import.meta.url));
