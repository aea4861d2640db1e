// The puzzles a player can pick: every land's four slots at the difficulties the land offers.

import {
  type DifficultyLevel,
  difficultiesOffered,
  LANDS,
  type LandLevel,
  type SlotNumber,
} from '@numberland/engine';

/** One of the 12 slots at one of its land's difficulties. */
export interface SlotPick {
  readonly level: LandLevel;
  readonly slot: SlotNumber;
  readonly difficulty: DifficultyLevel;
}

/** Every slot of every land at every difficulty the land offers, in land, slot, difficulty order. */
export function everySlotAndDifficulty(): SlotPick[] {
  return LANDS.flatMap((land) =>
    ([1, 2, 3, 4] as const).flatMap((slot) =>
      difficultiesOffered(land.level).map((difficulty) => ({ level: land.level, slot, difficulty })),
    ),
  );
}

export function slotName({ level, slot }: Pick<SlotPick, 'level' | 'slot'>): string {
  return LANDS[level - 1]!.slots[slot - 1]!.name;
}
