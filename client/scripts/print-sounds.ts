// Prints each sound's length, peak, loudness and brightness: `npm run print-sounds -w client`
// (or `npx tsx client/scripts/print-sounds.ts`). A Node script, so it lives outside the browser code.

import { soundReport } from '../src/sound/sound-report';

console.log(soundReport());
