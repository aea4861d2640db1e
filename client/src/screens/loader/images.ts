// The images of the first screens, preloaded by the loader. (The planet behind them is drawn by
// code: game/planet/dom-planet.ts.)

import autumnland from '@assets/images/land-autumnland.svg';
import summerland from '@assets/images/land-summerland.svg';
import winterland from '@assets/images/land-winterland.svg';
import logo from '@assets/images/logo.svg';

export const LOGO_URL = logo;

export const LAND_EMBLEMS = { summerland, autumnland, winterland } as const;

export const PRELOAD_IMAGES: readonly string[] = [logo, summerland, autumnland, winterland];
