// The fullscreen icon's drawing, shared by the bottom bar's icon (icons.tsx) and the first-paint
// script, which draws the intro's bottom bar before React has loaded (boot/first-paint-intro.ts).

export const FULLSCREEN_ICON = {
  size: 26,
  strokeWidth: '2.4',
  enter: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  exit: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
} as const;
