import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer, supportOf } from './renderer';

describe('isSoftwareRenderer', () => {
  it.each([
    ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', true],
    ['llvmpipe (LLVM 15.0.6, 256 bits)', true],
    ['ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)', true],
    ['Google SwiftShader', true],
    ['ANGLE (Intel, Intel(R) UHD Graphics 620 Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['Apple GPU', false],
    ['Adreno (TM) 640', false],
    ['Mali-G78', false],
    [null, false],
  ])('%s → %s', (name, software) => {
    expect(isSoftwareRenderer(name)).toBe(software);
  });
});

describe('supportOf', () => {
  it('reads a probe: no context is none, a software renderer software, any other name hardware', () => {
    expect(supportOf({ made: false, name: null })).toBe('none');
    expect(supportOf({ made: true, name: 'Google SwiftShader' })).toBe('software');
    expect(supportOf({ made: true, name: 'Adreno (TM) 640' })).toBe('hardware');
    // A browser that will not name its renderer made a context all the same.
    expect(supportOf({ made: true, name: null })).toBe('hardware');
  });
});
