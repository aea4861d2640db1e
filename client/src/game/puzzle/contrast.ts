// WCAG contrast between two colours: what the palettes are checked against (palette.test.ts).
// Text needs 4.5:1 against what it is drawn on; shapes that carry meaning 3:1.

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of '#rrggbb'. */
export function luminance(css: string): number {
  const n = Number.parseInt(css.slice(1, 7), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** '#rrggbb' of `top` drawn at `alpha` over `under` (both opaque). */
export function blend(top: string, under: string, alpha: number): string {
  const a = Number.parseInt(top.slice(1, 7), 16);
  const b = Number.parseInt(under.slice(1, 7), 16);
  const mix = (shift: number) =>
    Math.round(((a >> shift) & 255) * alpha + ((b >> shift) & 255) * (1 - alpha));
  return `#${[16, 8, 0].map((s) => mix(s).toString(16).padStart(2, '0')).join('')}`;
}
