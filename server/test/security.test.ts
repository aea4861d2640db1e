import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    CORS_ORIGINS: 'https://school.example',
    FRAME_ANCESTORS: "'self',https://school.example",
  });
});
afterAll(async () => {
  await server?.close();
});

describe('security headers', () => {
  it('lets only the configured sites frame the game', async () => {
    const response = await fetch(`${server.base}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self' https://school.example");
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('answers cross-origin calls only for the allowed origins', async () => {
    const allowed = await fetch(`${server.base}/api/health`, {
      headers: { Origin: 'https://school.example' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://school.example');
    const other = await fetch(`${server.base}/api/health`, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.base}/api/game/score`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://school.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-session-id,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-session-id');
  });
});

describe('logs', () => {
  it('never hold the credentials provider sign-ins send in the URL', async () => {
    const { redactUrl } = await import('../src/app');
    expect(redactUrl('/api/auth/google?id_token=eyJ.secret.sig&client_id=abc')).toBe(
      '/api/auth/google?id_token=[redacted]&client_id=abc',
    );
    expect(redactUrl('/api/auth/linkedin?code=xyz')).toBe('/api/auth/linkedin?code=[redacted]');
    expect(redactUrl('/api/auth/facebook?x=1&access_token=t0k')).toBe(
      '/api/auth/facebook?x=1&access_token=[redacted]',
    );
    expect(redactUrl('/resetPassword/abc-DEF_1?lang=no')).toBe('/resetPassword/[redacted]?lang=no');
  });
});
