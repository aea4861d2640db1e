// game/renderer.ts's WebGL probe, in a worker so the page's main thread never waits for the
// context to be made. It answers once and is ended. A worker scope without WebGL (Safari before
// 17: its OffscreenCanvas draws only 2D) answers null, and the page probes itself.

import { probeContext } from './renderer';

const scope = globalThis as unknown as { postMessage(message: unknown): void };
const canMakeWebGL = typeof OffscreenCanvas !== 'undefined' && typeof WebGLRenderingContext !== 'undefined';
scope.postMessage(canMakeWebGL ? probeContext(new OffscreenCanvas(1, 1)) : null);
