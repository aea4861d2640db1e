// X-Tenant: which site the game is played on, so scores and analytics can be told apart per
// embedding site. In order:
//   1. a `tenant` query parameter on the page's address: an embedding site that wants a stable
//      name sets it in its iframe src (the referrer can be stripped by the embedding page's
//      Referrer-Policy, and hosts change);
//   2. inside a frame, the host name of the embedding page, from document.referrer (a frame
//      cannot read its parent's location across origins; the referrer is what it is given);
//   3. 'main': the game's own site.
// Values the server would refuse (it allows 1-64 of letters, digits, '.', '-', '_') are dropped.

export const MAIN_TENANT = 'main';
const TENANT = /^[A-Za-z0-9_.-]{1,64}$/;

export interface TenantSource {
  readonly search: string;
  readonly inFrame: boolean;
  readonly referrer: string;
}

export function tenantOf({ search, inFrame, referrer }: TenantSource): string {
  const param = new URLSearchParams(search).get('tenant');
  if (param && TENANT.test(param)) return param;
  if (inFrame && referrer) {
    try {
      const host = new URL(referrer).hostname;
      if (TENANT.test(host)) return host;
    } catch {
      // A referrer that is not a URL says nothing about the site.
    }
  }
  return MAIN_TENANT;
}

export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // Reading window.top across origins may throw: that is a frame too.
    return true;
  }
}
