// The player's settings on this device (spec section 3, "Client settings"): sound, the assist
// modes, the language, and what the player has already seen.

import { isLessonId, type LandLevel, LESSON_IDS, type LessonId } from '@numberland/engine';
import { create } from 'zustand';
import { browserLanguage, isLanguage, type Language } from '../i18n/languages';
import { keepPersisted, PERSISTED, readStored } from './persisted';
import { appStorage, type KeyValueStore } from './storage';
import { followTheme, isThemeChoice, type ThemeChoice } from './theme';

export { THEME_CHOICES, type ThemeChoice } from './theme';

/** Smart-hint reminder bubbles a player gets before they stop (spec section 9, "Hint reminder start"). */
export const HINT_REMINDERS_START = 2;

export type SeenTutorial = Readonly<Record<LandLevel, boolean>>;
const NONE_SEEN: SeenTutorial = { 1: false, 2: false, 3: false };

export interface SettingsData {
  readonly hasSound: boolean;
  readonly hasSoundEffects: boolean;
  readonly showErrorAssist: boolean;
  /** The rule-2 reminder: error assist also explains breaks of rule 2. */
  readonly showErrorAssistRule2: boolean;
  /** Fade the cells that have nothing to do with the selected one (the spec's dimUnrelevant). */
  readonly dimUnrelated: boolean;
  readonly theme: ThemeChoice;
  readonly language: Language;
  readonly seenIntro: boolean;
  readonly seenTutorial: SeenTutorial;
  readonly hintReminders: number;
  readonly usedSmartHint: boolean;
  readonly usedReveal: boolean;
  readonly seenRule2Warning: boolean;
  /** The lessons done while playing as a guest (an account's are on the server), in teaching order. */
  readonly lessonsDone: readonly LessonId[];
  /** From /resetPassword/:code, for the set-new-password panel. */
  readonly resetPasswordCode: string | null;
}

export interface SettingsActions {
  update(change: Partial<Omit<SettingsData, 'seenTutorial'>>): void;
  markTutorialSeen(level: LandLevel): void;
  /** What the intro does each time it shows: tutorials and hint flags as for a new player. */
  resetTutorialAndHints(): void;
}

export type SettingsState = SettingsData & SettingsActions;

export function defaultSettings(language: Language): SettingsData {
  return {
    hasSound: true,
    hasSoundEffects: true,
    showErrorAssist: true,
    showErrorAssistRule2: true,
    dimUnrelated: false,
    theme: 'system',
    language,
    seenIntro: false,
    seenTutorial: NONE_SEEN,
    hintReminders: HINT_REMINDERS_START,
    usedSmartHint: false,
    usedReveal: false,
    seenRule2Warning: false,
    lessonsDone: [],
    resetPasswordCode: null,
  };
}

function parseSeenTutorial(value: unknown): SeenTutorial | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  return { 1: v[1] === true, 2: v[2] === true, 3: v[3] === true };
}

/** Stored settings, field by field: anything missing or of the wrong kind keeps its default. */
export function parseSettings(stored: Record<string, unknown>, defaults: SettingsData): SettingsData {
  const flag = (key: keyof SettingsData) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (defaults[key] as boolean);
  const reminders = stored.hintReminders;
  return {
    ...defaults,
    hasSound: flag('hasSound'),
    hasSoundEffects: flag('hasSoundEffects'),
    showErrorAssist: flag('showErrorAssist'),
    showErrorAssistRule2: flag('showErrorAssistRule2'),
    dimUnrelated: flag('dimUnrelated'),
    theme: isThemeChoice(stored.theme) ? stored.theme : defaults.theme,
    language: isLanguage(stored.language) ? stored.language : defaults.language,
    seenIntro: flag('seenIntro'),
    seenTutorial: parseSeenTutorial(stored.seenTutorial) ?? defaults.seenTutorial,
    hintReminders:
      typeof reminders === 'number' && Number.isInteger(reminders) && reminders >= 0
        ? reminders
        : defaults.hintReminders,
    usedSmartHint: flag('usedSmartHint'),
    usedReveal: flag('usedReveal'),
    seenRule2Warning: flag('seenRule2Warning'),
    lessonsDone: parseLessonsDone(stored.lessonsDone),
  };
}

/** Known lesson ids only, each once, in teaching order. */
function parseLessonsDone(value: unknown): readonly LessonId[] {
  if (!Array.isArray(value)) return [];
  const marked = new Set(value.filter(isLessonId));
  return LESSON_IDS.filter((id) => marked.has(id));
}

export function createSettingsStore(storage: KeyValueStore, language: Language) {
  const entry = PERSISTED.settings;
  const initial = parseSettings(readStored(storage, entry.key), defaultSettings(language));
  const store = create<SettingsState>()((set) => ({
    ...initial,
    update: (change) => set(change),
    markTutorialSeen: (level) => set((s) => ({ seenTutorial: { ...s.seenTutorial, [level]: true } })),
    resetTutorialAndHints: () =>
      set({
        seenTutorial: NONE_SEEN,
        hintReminders: HINT_REMINDERS_START,
        usedSmartHint: false,
        usedReveal: false,
        seenRule2Warning: false,
      }),
  }));
  keepPersisted(store, entry, storage);
  return store;
}

export const useSettings = createSettingsStore(
  appStorage,
  browserLanguage(typeof navigator === 'undefined' ? [] : navigator.languages),
);

// The page's colours follow the settings from the first moment they are read (state/theme.ts).
followTheme(useSettings);
