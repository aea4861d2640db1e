// Screenshots of the play screen (`npm run shots` takes them after the other screens): every
// shape mid-game at phone and desktop size (the shapes that turn, upright on the phone), a smart
// hint at each of its three levels, an error explanation, the countdown, the land's welcome, the
// exit confirmation and the end screen for 0 to 3 stars. English; the hint, the error and the
// 3-star end screen in Norwegian too; the hint and the error on a small phone (360x640) as well. Each
// picture is a real game played through the screen by the puzzle driver.

import { join } from 'node:path';
import {
  type DifficultyLevel,
  difficultiesOffered,
  LANDS,
  SHAPE_NAMES,
  SHAPES,
  type ShapeName,
  type SlotNumber,
} from '@numberland/engine';
import type { Browser } from 'puppeteer-core';
import { DESKTOP, PHONE } from '../browser';
import { GameDriver } from '../puzzle/driver';
import { type Language, STRINGS } from '../puzzle/locale';
import { openPlayer } from '../puzzle/player';
import type { SlotPick } from '../puzzle/slots';
import {
  countdown,
  endWithStars,
  errorExplained,
  exitPrompt,
  type Moment,
  midGame,
  orientationOf,
  smartHintAt,
  welcome,
} from './play-moments';
import { firstHintIsHalf, firstHintMessages, openCount, puzzleIdFor } from './shot-puzzles';

/** A small phone too, for the panels over the board: they must leave the pad usable there. */
const SIZES = { phone: PHONE, desktop: DESKTOP, small: { ...PHONE, width: 360, height: 640 } } as const;
type SizeName = keyof typeof SIZES;

interface PlayShot {
  /** The file's name, without .png. */
  readonly name: string;
  readonly size: SizeName;
  readonly language: Language;
  /** The land and slot the game counts for (the puzzle's shape is the slot's). */
  readonly slot: SlotPick;
  readonly puzzleId: string;
  readonly moment: Moment;
  /** Motion on (the celebration); otherwise the player asks for reduced motion. */
  readonly motion?: boolean;
  /** The land's welcome not seen yet. */
  readonly welcome?: boolean;
  readonly orientation?: 'landscape' | 'portrait';
}

/** The first land slot of a shape. */
function slotOf(shape: ShapeName): { level: SlotPick['level']; slot: SlotNumber } {
  for (const land of LANDS) {
    const index = land.slots.findIndex((s) => s.shape === shape);
    if (index >= 0) return { level: land.level, slot: (index + 1) as SlotNumber };
  }
  throw new Error(`No land has the shape ${shape}`);
}

/** A slot's puzzle at a difficulty, the first (by seed) that fits. */
function scene(
  level: SlotPick['level'],
  slot: SlotNumber,
  difficulty: DifficultyLevel,
  fits?: Parameters<typeof puzzleIdFor>[2],
): Pick<PlayShot, 'slot' | 'puzzleId'> {
  const shape = LANDS[level - 1]!.slots[slot - 1]!.shape;
  return { slot: { level, slot, difficulty }, puzzleId: puzzleIdFor(shape, difficulty, fits) };
}

/** The same picture at both sizes (or those given). */
const bothSizes = (
  name: string,
  shot: Omit<PlayShot, 'name' | 'size'>,
  sizes: readonly SizeName[] = ['phone', 'desktop'],
): PlayShot[] => sizes.map((size) => ({ ...shot, name: `${name}-${size}`, size }));
const allSizes: readonly SizeName[] = ['phone', 'small', 'desktop'];

export function playShots(): PlayShot[] {
  const en = 'en' as const;
  const shapes = SHAPE_NAMES.flatMap((shape) => {
    const { level, slot } = slotOf(shape);
    const hardest = difficultiesOffered(level).at(-1)!;
    // Numbers left to find beside the selected cell (single-pair has but two cells).
    const game = scene(
      level,
      slot,
      hardest,
      (made) => openCount(made) >= Math.min(3, made.puzzle.layout.mysteries.length),
    );
    return (['phone', 'desktop'] as const).map(
      (size): PlayShot => ({
        ...game,
        name: `play-${shape}-${size}`,
        size,
        language: en,
        moment: midGame,
        orientation: SHAPES[shape].rotates && size === 'phone' ? 'portrait' : 'landscape',
      }),
    );
  });
  // Everest at expert, with a first hint of a few steps (not one, not a screenful).
  const hinted = scene(3, 4, 4, (made) => {
    const steps = firstHintMessages(made.puzzle, made.solution);
    return steps >= 3 && steps <= 6;
  });
  // Mont Blanc at expert, whose first hint stops at a hidden clue half on its way.
  const halfHinted = scene(3, 1, 4, (made) => firstHintIsHalf(made.puzzle, made.solution));
  const explained = scene(2, 1, 2, (made) => openCount(made) >= 3);
  const ended = scene(1, 2, 1, (made) => openCount(made) >= 2);
  return [
    ...shapes,
    ...([1, 2, 3] as const).flatMap((level) => [
      ...bothSizes(`play-hint-${level}`, { ...hinted, language: en, moment: smartHintAt(level) }, allSizes),
      ...bothSizes(
        `play-hint-no-${level}`,
        { ...hinted, language: 'no', moment: smartHintAt(level) },
        allSizes,
      ),
    ]),
    ...([1, 3] as const).flatMap((level) => [
      ...bothSizes(`play-hint-half-${level}`, { ...halfHinted, language: en, moment: smartHintAt(level) }),
      ...bothSizes(`play-hint-half-no-${level}`, {
        ...halfHinted,
        language: 'no',
        moment: smartHintAt(level),
      }),
    ]),
    ...bothSizes('play-error-assist', { ...explained, language: en, moment: errorExplained }, allSizes),
    ...bothSizes('play-error-assist-no', { ...explained, language: 'no', moment: errorExplained }, allSizes),
    ...bothSizes('play-countdown', { ...scene(2, 4, 2), language: en, moment: countdown }),
    ...bothSizes('play-welcome', { ...scene(1, 3, 1), language: en, moment: welcome, welcome: true }),
    ...bothSizes('play-exit-prompt', { ...scene(3, 3, 3), language: en, moment: exitPrompt }),
    ...([0, 1, 2, 3] as const).flatMap((stars) =>
      bothSizes(`end-${stars}-stars`, { ...ended, language: en, moment: endWithStars(stars) }),
    ),
    {
      ...ended,
      name: 'end-3-stars-motion-desktop',
      size: 'desktop',
      language: en,
      moment: endWithStars(3, { motion: true }),
      motion: true,
    },
    ...bothSizes('end-3-stars-no', { ...ended, language: 'no', moment: endWithStars(3) }),
  ];
}

/** One picture: a new player plays to the moment; answers what went wrong, if anything. */
async function takePlayShot(browser: Browser, base: string, outDir: string, shot: PlayShot) {
  const player = await openPlayer(browser, {
    selection: shot.slot,
    viewport: SIZES[shot.size],
    language: shot.language,
    // Screenshots of moments in time (the countdown, time running out) want the real clock.
    realTime: true,
    ...(shot.motion ? { motion: true } : {}),
    ...(shot.welcome ? { seenTutorial: { [shot.slot.level]: false } } : {}),
  });
  const driver = GameDriver.forPlayer(player, { realPace: true });
  const problems: string[] = [];
  try {
    const reached = await shot.moment({
      driver,
      base,
      path: `/play?id=${shot.puzzleId}`,
      strings: STRINGS[shot.language],
    });
    const file = join(outDir, `${shot.name}.png`);
    await player.page.screenshot({ path: file as `${string}.png` });
    const orientation = await orientationOf(driver);
    console.log(`${file}  (${orientation || 'no board'}; ${reached.note})`);
    if (reached.problem) problems.push(reached.problem);
    if (shot.orientation && orientation !== shot.orientation)
      problems.push(`the board is ${orientation}, meant ${shot.orientation}`);
  } catch (error) {
    // The screen as the moment broke off, to see why.
    const file = join(outDir, `${shot.name}-FAILED.png`) as `${string}.png`;
    await player.page.screenshot({ path: file }).catch(() => undefined);
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    problems.push(...player.errors.map((e) => `page error: ${e}`));
    await player.context.close().catch(() => undefined);
  }
  return problems.map((p) => `${shot.name}: ${p}`);
}

/**
 * Every play shot whose name contains `only` (or any of its comma-separated parts), two games at a time (the 1-star games wait out a
 * time limit of about a minute); answers the problems met, one line each.
 */
export async function takePlayShots(
  browser: Browser,
  base: string,
  outDir: string,
  only = '',
): Promise<string[]> {
  const shots = playShots().filter((shot) => only.split(',').some((part) => shot.name.includes(part)));
  // The long games first, so the others fill the time beside them.
  shots.sort((a, b) => Number(b.name.startsWith('end-1-')) - Number(a.name.startsWith('end-1-')));
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < shots.length; i = next++)
      problems.push(...(await takePlayShot(browser, base, outDir, shots[i]!)));
  };
  await Promise.all([worker(), worker()]);
  return problems;
}
