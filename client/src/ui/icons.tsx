// The few icons the bars need, drawn inline so nothing is fetched and they take the text colour.

import { FULLSCREEN_ICON } from './fullscreen-icon';

interface IconProps {
  readonly size?: number;
}

// Every icon is decoration: the button around it carries the name (aria-label).
const base = (size: number) => ({ width: size, height: size, viewBox: '0 0 24 24', focusable: false });

export function MenuIcon({ size = 26 }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      {...base(size)}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function GearIcon({ size = 26 }: IconProps) {
  return (
    <svg aria-hidden="true" {...base(size)} fill="none" stroke="currentColor" strokeWidth="2.2">
      <circle cx="12" cy="12" r="3.2" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
      <circle cx="12" cy="12" r="6.6" />
    </svg>
  );
}

export function FullscreenIcon({
  size = FULLSCREEN_ICON.size,
  exit = false,
}: IconProps & { readonly exit?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      {...base(size)}
      fill="none"
      stroke="currentColor"
      strokeWidth={FULLSCREEN_ICON.strokeWidth}
      strokeLinecap="round"
    >
      <path d={exit ? FULLSCREEN_ICON.exit : FULLSCREEN_ICON.enter} />
    </svg>
  );
}

export function GemIcon({ size = 22 }: IconProps) {
  return (
    <svg aria-hidden="true" {...base(size)}>
      <path
        d="M6 3h12l4 6-10 12L2 9z"
        fill="#e0218a"
        stroke="#7a0a4a"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M2 9h20M9 3 7.5 9 12 21l4.5-12L15 3" fill="none" stroke="#7a0a4a" strokeWidth="1.2" />
    </svg>
  );
}

export function ArrowIcon({ size = 28, direction }: IconProps & { readonly direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      {...base(size)}
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

/** The smart hint's light bulb (no emoji font is needed). */
export function BulbIcon({ size = 20 }: IconProps) {
  return (
    <svg aria-hidden="true" {...base(size)}>
      <path
        d="M12 2.5a6.5 6.5 0 0 0-3.8 11.8c.6.5 1 1.2 1 2V17h5.6v-.7c0-.8.4-1.5 1-2A6.5 6.5 0 0 0 12 2.5z"
        fill="#ffd23f"
        stroke="#8a5a00"
        strokeWidth="1.4"
        strokeLinejoin="round"
      />
      <path d="M9.5 19.5h5M10.5 21.5h3" stroke="#8a5a00" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
