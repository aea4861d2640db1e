// The images of the first screens, preloaded by the loader. The planet scene's textures join
// this list when the scene comes.

import autumnland from '../../assets/land-autumnland.svg';
import summerland from '../../assets/land-summerland.svg';
import winterland from '../../assets/land-winterland.svg';
import logo from '../../assets/logo.svg';

export const LOGO_URL = logo;

export const LAND_EMBLEMS = { summerland, autumnland, winterland } as const;

export const PRELOAD_IMAGES: readonly string[] = [logo, summerland, autumnland, winterland];
