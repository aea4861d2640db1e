// The board as a screen reader gets it (issue 19): the accessibility tree of the page, read with
// puppeteer's snapshot, never the canvas, the DOM's classes or test ids. Its cells' words (in
// English) are parsed back into a puzzle the engine can solve, so a test plays by what it read.

import {
  type Clue,
  layoutOf,
  orientationsOf,
  type Puzzle,
  SHAPE_NAMES,
  type ShapeName,
  solveUnique,
} from '@numberland/engine';
import type { Page, SerializedAXNode } from 'puppeteer-core';

export const BOARD_NAME = 'Puzzle board';

export interface AriaCell {
  readonly name: string;
  readonly selected: boolean;
  readonly focused: boolean;
}

function find(node: SerializedAXNode, test: (n: SerializedAXNode) => boolean): SerializedAXNode | undefined {
  if (test(node)) return node;
  for (const child of node.children ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function all(node: SerializedAXNode, test: (n: SerializedAXNode) => boolean, out: SerializedAXNode[] = []) {
  if (test(node)) out.push(node);
  for (const child of node.children ?? []) all(child, test, out);
  return out;
}

/** The accessibility tree of the page now; with `whole`, its structure (grid and rows) too. */
export async function axTree(page: Page, whole = false): Promise<SerializedAXNode> {
  const root = await page.accessibility.snapshot({ interestingOnly: !whole });
  if (!root) throw new Error('The page has no accessibility tree');
  return root;
}

/** The board's cells in reading order, as the tree names them. */
export async function readBoard(page: Page): Promise<AriaCell[]> {
  const root = await axTree(page, true);
  const grid = find(root, (n) => n.role === 'grid' && n.name === BOARD_NAME);
  if (!grid) throw new Error(`No grid named "${BOARD_NAME}" in the accessibility tree`);
  return all(grid, (n) => n.role === 'gridcell').map((n) => ({
    name: n.name ?? '',
    selected: n.selected === true,
    focused: n.focused === true,
  }));
}

/** Every text the tree has (names and static texts), for reading a result or a live region. */
export async function treeTexts(page: Page): Promise<string[]> {
  return all(await axTree(page), (n) => typeof n.name === 'string' && n.name !== '').map((n) => n.name!);
}

type Place = readonly [row: number, column: number];

interface ReadMystery {
  readonly place: Place;
  /** The number shown (found or given), 0 while unknown. */
  readonly value: number;
}

interface ReadClue {
  readonly corners: readonly Place[];
  readonly clue: Clue;
}

const MYSTERY = /^row (\d+), column (\d+): (unknown|\d+)/;
const CLUE = /^(pair|square) clue between (.+?): sum (\d+|hidden)(?:, your note \d+)?, product (\d+|hidden)/;
const CORNER = /row (\d+) column (\d+)/g;

/** What the cells' words say: the number squares and the clues (each clue read from its sum half). */
export function parseCells(cells: readonly AriaCell[]): { mysteries: ReadMystery[]; clues: ReadClue[] } {
  const mysteries: ReadMystery[] = [];
  const clues: ReadClue[] = [];
  for (const { name } of cells) {
    const m = MYSTERY.exec(name);
    if (m) {
      mysteries.push({ place: [Number(m[1]), Number(m[2])], value: m[3] === 'unknown' ? 0 : Number(m[3]) });
      continue;
    }
    const c = CLUE.exec(name);
    if (!c) throw new Error(`A cell of the board says "${name}", which is neither a square nor a clue`);
    if (!name.endsWith('; sum half')) continue;
    const corners = [...c[2]!.matchAll(CORNER)].map((x) => [Number(x[1]), Number(x[2])] as const);
    const half = (text: string) => (text === 'hidden' ? 0 : Number(text));
    clues.push({ corners, clue: { add: half(c[3]!), mult: half(c[4]!) } });
  }
  return { mysteries, clues };
}

const key = ([row, column]: Place) => `${row},${column}`;

/**
 * The puzzle the words describe: the shape whose number squares stand where the board's do, the
 * clues it read, and the numbers it shows as givens. Throws when no shape fits.
 */
export function puzzleFromWords(cells: readonly AriaCell[]): { puzzle: Puzzle; places: Place[] } {
  const { mysteries, clues } = parseCells(cells);
  const where = new Set(mysteries.map((m) => key(m.place)));
  for (const shape of SHAPE_NAMES as readonly ShapeName[]) {
    for (const orientation of orientationsOf(shape)) {
      const layout = layoutOf(shape, orientation);
      const places = layout.mysteries.map((cell): Place => {
        const x = cell % layout.width;
        const y = Math.floor(cell / layout.width);
        return [y / 2 + 1, x / 2 + 1];
      });
      if (places.length !== where.size || !places.every((p) => where.has(key(p)))) continue;
      const ordinal = new Map(places.map((p, m) => [key(p), m]));
      const givens = places.map((p) => mysteries.find((m) => key(m.place) === key(p))!.value);
      const clueOf = (ends: readonly number[]) =>
        clues.find(
          (c) =>
            c.corners.length === ends.length && c.corners.every((p) => ends.includes(ordinal.get(key(p))!)),
        )?.clue ?? { add: 0, mult: 0 };
      return {
        puzzle: {
          layout,
          givens,
          pairClues: layout.pairs.map((p) => clueOf([p.a, p.b])),
          squareClues: layout.squares.map((q) => clueOf([...q.corners])),
        },
        places,
      };
    }
  }
  throw new Error(`No shape has number squares at ${[...where].join(' ')}`);
}

/** The numbers the words call for, per square in reading order (the engine's one solution). */
export function solveFromWords(cells: readonly AriaCell[]): { answer: Map<string, number>; puzzle: Puzzle } {
  const { puzzle, places } = puzzleFromWords(cells);
  const solution = solveUnique(puzzle);
  if (!solution) throw new Error('The board as read does not have exactly one solution');
  return { answer: new Map(places.map((p, m) => [key(p), solution[m]!])), puzzle };
}

/** "row 2, column 3" of a mystery cell's words, or undefined for a clue's. */
export function placeOfName(name: string): string | undefined {
  const m = MYSTERY.exec(name);
  return m ? `${m[1]},${m[2]}` : undefined;
}
