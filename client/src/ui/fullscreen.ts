// Fullscreen for the bottom bar. iOS Safari has no Fullscreen API for pages (spec section 2: the
// button is hidden on iOS), and some embedding frames do not allow it (no allow="fullscreen").

export function isIOS(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  if (/iPad|iPhone|iPod/.test(userAgent)) return true;
  // iPadOS 13+ says it is a Mac; a Mac with a touch screen is an iPad.
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

export function canGoFullscreen(): boolean {
  if (isIOS(navigator.userAgent, navigator.platform, navigator.maxTouchPoints)) return false;
  return document.fullscreenEnabled === true;
}

export function isFullscreen(): boolean {
  return document.fullscreenElement !== null;
}

export async function toggleFullscreen(): Promise<void> {
  if (isFullscreen()) await document.exitFullscreen();
  else await document.documentElement.requestFullscreen();
}
