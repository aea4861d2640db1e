// The app's play controller: the one PlayController of the page, given the real API, the page's
// clock, the app's stores, the shared scene bus, analytics and the console. Tests build their
// own with fakes (play-controller.test.ts).

import { useVideoAdStore } from '../ads/useVideoAd';
import { api } from '../api';
import { track } from '../app/analytics';
import { analyticsData } from '../app/analytics-data';
import { nextTask } from '../app/next-task';
import { emit, gameEvents } from '../game/events';
import { PUZZLE_MOUNT_ID } from '../game/scene-keys';
import { preloadEndScreen } from '../screens/play/end/EndScreen';
import { useAuth } from '../state/auth';
import { useCurrentPuzzle } from '../state/current-puzzle';
import { useGame } from '../state/game';
import { useProgress } from '../state/progress';
import { useSelection } from '../state/selection';
import { newSessionId } from '../state/session-id';
import { useSettings } from '../state/settings';
import { earlyPuzzle } from './app-early-puzzle';
import { PlayController } from './play-controller';
import { usePlayPrompt } from './play-prompts';
import { systemClock } from './ports';
import { usePuzzleLoad } from './puzzle-load';
import { tabStorage } from './tab-storage';

/** Where the gem balance is, relative to the puzzle scene's element. */
function balancePlace(): { x: number; y: number } | undefined {
  const balance = document.querySelector('.gem-balance')?.getBoundingClientRect();
  const scene = document.getElementById(PUZZLE_MOUNT_ID)?.getBoundingClientRect();
  if (!balance || !scene) return undefined;
  return {
    x: balance.left + balance.width / 2 - scene.left,
    y: balance.top + balance.height / 2 - scene.top,
  };
}

export const playController = new PlayController({
  api,
  early: earlyPuzzle,
  clock: systemClock,
  stores: {
    game: useGame,
    prompt: usePlayPrompt,
    load: usePuzzleLoad,
    auth: useAuth,
    settings: useSettings,
    progress: useProgress,
    selection: useSelection,
    currentPuzzle: useCurrentPuzzle,
    videoAd: useVideoAdStore,
  },
  scene: gameEvents,
  playSound: (sound) => emit('sound:play', { sound }),
  track,
  // The player is told on the end screen; the team hears of it through analytics and the console.
  report: (message, details) => {
    console.error(message, details);
    track('play_problem', analyticsData({ problem: message, ...details }));
  },
  newSessionId,
  preloadEndScreen,
  keptStore: tabStorage,
  balancePlace,
  nextTask,
});
