// Which renderer suits this browser. Phaser's AUTO takes WebGL whenever a context can be made, but
// a browser without a usable GPU makes one anyway and draws it in software (SwiftShader, llvmpipe),
// where Phaser's WebGL renderer is many times slower than its Canvas renderer. So: WebGL on a
// GPU, Canvas otherwise. Asked once per page; the probe's context is released at once.
//
// Making that context held the page's main thread 15-30 ms (a GPU channel, a context, its
// renderer's name; timed in Chromium, one long task of /play's start, issue 17). So the probe runs
// in a worker (webgl-probe.worker.ts) on an OffscreenCanvas, and the page only hears the answer.
// Where a worker cannot make WebGL (Safari before 17 draws only 2D there) or does not answer, the
// page probes itself, as it always did.

export type WebGLSupport = 'hardware' | 'software' | 'none';

/** What a probe found: whether a context was made, and its renderer's name when the browser says. */
export interface ProbeResult {
  readonly made: boolean;
  readonly name: string | null;
}

/** How long the page waits for the worker's answer before it probes itself (ms). */
const WORKER_PROBE_TIMEOUT_MS = 3000;

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** From the renderer's name (null when the browser will not say): is it drawn without a GPU? */
export function isSoftwareRenderer(name: string | null | undefined): boolean {
  return typeof name === 'string' && SOFTWARE_RENDERERS.test(name);
}

export function supportOf(result: ProbeResult): WebGLSupport {
  if (!result.made) return 'none';
  return isSoftwareRenderer(result.name) ? 'software' : 'hardware';
}

/** Makes a WebGL context on `canvas` (a page's or a worker's), reads its renderer and lets it go. */
export function probeContext(canvas: HTMLCanvasElement | OffscreenCanvas): ProbeResult {
  try {
    const options = { failIfMajorPerformanceCaveat: true };
    const gl = (canvas.getContext('webgl2', options) ?? canvas.getContext('webgl', options)) as
      | WebGLRenderingContext
      | WebGL2RenderingContext
      | null;
    if (!gl) return { made: false, name: null };
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name: unknown = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { made: true, name: typeof name === 'string' ? name : null };
  } catch {
    return { made: false, name: null };
  }
}

function isProbeResult(data: unknown): data is ProbeResult {
  const result = data as Partial<ProbeResult> | null;
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof result.made === 'boolean' &&
    (typeof result.name === 'string' || result.name === null)
  );
}

/** The one answer of the page: asked once, whoever asks first. */
let support: Promise<WebGLSupport> | undefined;

/** The answer, probed in a worker where one can (see above), else on the page's own thread. */
export function webGLSupportOffThePage(): Promise<WebGLSupport> {
  support ??= probeInWorker().then((result) =>
    supportOf(result ?? probeContext(document.createElement('canvas'))),
  );
  return support;
}

/** The worker's probe; undefined when there is no such worker or it gave no answer. */
function probeInWorker(): Promise<ProbeResult | undefined> {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined')
    return Promise.resolve(undefined);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./webgl-probe.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(undefined);
      return;
    }
    const answer = (result: ProbeResult | undefined) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => answer(undefined), WORKER_PROBE_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<unknown>) =>
      answer(isProbeResult(event.data) ? event.data : undefined);
    worker.onerror = () => answer(undefined);
  });
}
