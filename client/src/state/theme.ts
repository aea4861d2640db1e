// Light or dark (issue 19): the player's choice in Options, or the device's `prefers-color-scheme`
// when the choice is "like my device". The theme in force is written on <html data-theme="...">
// for the style sheets (styles/dark.css) and the puzzle scene's palette (game/puzzle/palette.ts).

/** The colours: the device's choice (`prefers-color-scheme`), or light or dark whatever it says. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export type Theme = 'light' | 'dark';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value);
}

/** The theme a choice gives on a device that prefers dark colours, or not. */
export function themeOf(choice: ThemeChoice, prefersDark: boolean): Theme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/** The theme on the page now (light until one is applied). */
export function pageTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

interface ThemeSource {
  getState(): { readonly theme: ThemeChoice };
  subscribe(listener: (now: { readonly theme: ThemeChoice }) => void): () => void;
}

/**
 * Keeps <html data-theme> and its `color-scheme` in step with the settings and the device, from
 * now on: the choice changing in Options, or the device turning dark at dusk.
 */
export function followTheme(settings: ThemeSource): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const theme = themeOf(settings.getState().theme, media.matches);
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.style.colorScheme = theme;
  };
  apply();
  media.addEventListener('change', apply);
  const stop = settings.subscribe(apply);
  return () => {
    media.removeEventListener('change', apply);
    stop();
  };
}
