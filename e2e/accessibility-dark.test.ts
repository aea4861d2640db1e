// axe on every screen and modal in the dark theme (issue 19), no violation of any impact; the
// light theme and the theme choice are accessibility-light.test.ts.

import { describeAxe } from './support/access/axe-screens';
import { useGameBrowser } from './support/game-browser';

const game = useGameBrowser();

describeAxe(game, 'dark');
