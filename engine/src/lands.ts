// The land -> shape table of the home slider: 3 lands x 4 slots, their puzzle names, slide
// indexes and which difficulties each land offers.

import {
  DIFFICULTY_CAP_ABOVE_LAND,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  FIRST_SLIDE_INDEX,
  LAND_LEVELS,
  LANDS,
  type LandLevel,
  type LandSpec,
  type ShapeName,
  SLIDES_PER_LAND,
} from './constants';

/** A slot within a land, 1..4 (the spec's "shape" of a selection). */
export type SlotNumber = 1 | 2 | 3 | 4;

export interface LandSlot {
  readonly level: LandLevel;
  readonly slot: SlotNumber;
  readonly shape: ShapeName;
  readonly name: string;
  readonly slideIndex: number;
}

export function isLandLevel(value: unknown): value is LandLevel {
  return (LAND_LEVELS as readonly unknown[]).includes(value);
}

export function isSlotNumber(value: unknown): value is SlotNumber {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

export function isDifficultyLevel(value: unknown): value is DifficultyLevel {
  return (DIFFICULTY_LEVELS as readonly unknown[]).includes(value);
}

export function landOf(level: LandLevel): LandSpec {
  return LANDS[level - 1]!;
}

/** Slide index = 4*(level-1) + slot + 1: 2..13 for the 12 slots. */
export function slideIndex(level: LandLevel, slot: SlotNumber): number {
  return SLIDES_PER_LAND * (level - 1) + slot + 1;
}

export function landSlot(level: LandLevel, slot: SlotNumber): LandSlot {
  const spec = landOf(level).slots[slot - 1]!;
  return { level, slot, shape: spec.shape, name: spec.name, slideIndex: slideIndex(level, slot) };
}

/** The slot a slide index shows, or undefined for padding slides. */
export function slotAtSlide(index: number): LandSlot | undefined {
  const offset = index - FIRST_SLIDE_INDEX;
  if (!Number.isInteger(offset) || offset < 0 || offset >= LANDS.length * SLIDES_PER_LAND) return undefined;
  const level = (Math.floor(offset / SLIDES_PER_LAND) + 1) as LandLevel;
  const slot = ((offset % SLIDES_PER_LAND) + 1) as SlotNumber;
  return landSlot(level, slot);
}

export const ALL_SLOTS: readonly LandSlot[] = LAND_LEVELS.flatMap((level) =>
  ([1, 2, 3, 4] as const).map((slot) => landSlot(level, slot)),
);

/** Difficulties offered in a land: those above land number + 1 are not. */
export function difficultiesOffered(level: LandLevel): readonly DifficultyLevel[] {
  return DIFFICULTY_LEVELS.filter((d) => isDifficultyOffered(level, d));
}

export function isDifficultyOffered(level: LandLevel, difficulty: DifficultyLevel): boolean {
  return difficulty <= level + DIFFICULTY_CAP_ABOVE_LAND;
}

/** Lands whose slider includes a shape (2-squares, 3-squares-l-shape and 4-squares are in two). */
export function landsWithShape(shape: ShapeName): LandLevel[] {
  return LAND_LEVELS.filter((level) => landOf(level).slots.some((s) => s.shape === shape));
}

/** The slot a shape has in a land, or undefined when the land has no such shape. */
export function slotOfShape(level: LandLevel, shape: ShapeName): SlotNumber | undefined {
  const slot = landOf(level).slots.findIndex((s) => s.shape === shape) + 1;
  return isSlotNumber(slot) ? slot : undefined;
}
