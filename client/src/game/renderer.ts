// Which renderer suits this browser. Phaser's AUTO takes WebGL whenever a context can be made, but
// a browser without a usable GPU makes one anyway and draws it in software (SwiftShader, llvmpipe),
// where Phaser's WebGL renderer is many times slower than its Canvas renderer. So: WebGL on a
// GPU, Canvas otherwise. Asked once per page; the probe's context is released at once.

export type WebGLSupport = 'hardware' | 'software' | 'none';

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/** From the renderer's name (null when the browser will not say): is it drawn without a GPU? */
export function isSoftwareRenderer(name: string | null | undefined): boolean {
  return typeof name === 'string' && SOFTWARE_RENDERERS.test(name);
}

let probed: WebGLSupport | undefined;

export function webGLSupport(): WebGLSupport {
  if (probed) return probed;
  probed = 'none';
  try {
    const canvas = document.createElement('canvas');
    const gl =
      canvas.getContext('webgl2', { failIfMajorPerformanceCaveat: true }) ??
      canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true });
    if (gl) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
      probed = isSoftwareRenderer(typeof name === 'string' ? name : null) ? 'software' : 'hardware';
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    probed = 'none';
  }
  return probed;
}
