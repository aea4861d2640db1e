// A deduction: one step of reasoning a player could make, with what it concludes, what it
// used, how to say it and what it costs. Techniques produce them; grading, hints and the error
// assist consume them.

import type { Knowledge } from './knowledge';
import type { MessageKey, MessageParams } from './messages';

export const TECHNIQUE_IDS = [
  'subtract-divide',
  'add-multiply',
  'factor-pairs',
  'common-factors',
  'central-square',
  'extra-clues',
  'rule-2',
  'chain',
] as const;
export type TechniqueId = (typeof TECHNIQUE_IDS)[number];

/** The in-game lessons (spec section 1), and the rules page for rule 2. Chains ("suppose a number,
 * follow it to a contradiction") have their own, "Try and check". */
export const LESSONS = [
  'add-multiply',
  'subtract-divide',
  'algebra-common-factors',
  'central-square-box',
  'deducing-extra-clues',
  'try-and-check',
] as const;
export type Lesson = (typeof LESSONS)[number];

export type LearnMore =
  | { readonly kind: 'lesson'; readonly lesson: Lesson }
  | { readonly kind: 'rule'; readonly rule: 2 };

export interface TechniqueInfo {
  /** 1 = easiest. Grading always takes the lowest rank that finds something. */
  readonly rank: number;
  /** Grade points per deduction made with it. */
  readonly cost: number;
  readonly learn: LearnMore;
}

const lesson = (l: Lesson): LearnMore => ({ kind: 'lesson', lesson: l });

/**
 * Subtract-and-divide ranks before add-and-multiply (the lessons' order is the other way round):
 * with a neighbour known, one subtraction gives a number outright, and a player who can do
 * that does it before recalling which pairs make a sum and a product.
 *
 * Costs grow with the reasoning a step needs: one subtraction, reading a clue, listing factor
 * pairs, combining clues, a four-number square, reasoning about clues nobody shows, rule 2 across
 * the board, and finally trying a number and following it to a contradiction.
 */
export const TECHNIQUES: Readonly<Record<TechniqueId, TechniqueInfo>> = {
  'subtract-divide': { rank: 1, cost: 3, learn: lesson('subtract-divide') },
  'add-multiply': { rank: 2, cost: 4, learn: lesson('add-multiply') },
  'factor-pairs': { rank: 3, cost: 5, learn: lesson('algebra-common-factors') },
  'common-factors': { rank: 4, cost: 7, learn: lesson('algebra-common-factors') },
  'central-square': { rank: 5, cost: 9, learn: lesson('central-square-box') },
  'extra-clues': { rank: 6, cost: 10, learn: lesson('deducing-extra-clues') },
  'rule-2': { rank: 7, cost: 12, learn: { kind: 'rule', rule: 2 } },
  chain: { rank: 8, cost: 25, learn: lesson('try-and-check') },
};

export interface Message {
  readonly key: MessageKey;
  readonly params: MessageParams;
}

export interface Deduction {
  readonly technique: TechniqueId;
  /** The fact concluded about (see facts.ts): a mystery or a clue half. */
  readonly target: number;
  /**
   * For a mystery: the candidates it keeps (one digit means its value is found, none means a
   * contradiction). For a clue half: its value.
   */
  readonly result: number;
  /** For a mystery: the candidates this step removes. */
  readonly removed: number;
  /** The facts this step reads. */
  readonly premises: readonly number[];
  /**
   * Whether the premises alone give the result. Striking out one digit does not: the mystery's
   * candidates after it also rest on whatever struck out the others before.
   */
  readonly standalone: boolean;
  readonly message: Message;
  readonly cost: number;
  /** Facts the step shows in conflict with its target (the pair rule 2 says is taken). */
  readonly conflicts?: readonly number[];
  /**
   * For a step that empties a mystery because settled numbers break something (breaks.ts): a
   * clue they do not fit, a pair that connects twice (rule 2) or a second special square (rule 3).
   */
  readonly breaks?: 'clue' | 'rule-2' | 'rule-3';
  /** For a chain: the assumed digit and the forced steps that break it. */
  readonly chain?: { readonly assumed: number; readonly steps: readonly Deduction[] };
}

/** Something that finds every deduction of one kind on a board. */
export interface Technique {
  readonly id: TechniqueId;
  find(knowledge: Knowledge, out: Deduction[]): void;
  /**
   * What `find` says about fact `target`, in the order `find` says it, with the board's other
   * clues left unread where they cannot bear on it (it may say more, about other facts). For
   * working one step out again (hint-minimize.ts), which `find` did for the whole board each time.
   */
  findAbout?(knowledge: Knowledge, out: Deduction[], target: number): void;
}
