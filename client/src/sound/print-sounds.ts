// Prints each sound's length, peak, loudness and brightness: `npx tsx client/src/sound/print-sounds.ts`.

import { soundReport } from './sound-report';

console.log(soundReport());
