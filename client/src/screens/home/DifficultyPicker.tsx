// The difficulty buttons under the slider: only the difficulties the land offers (land + 1 at
// most, the engine's rule), the chosen one pressed.

import { type DifficultyLevel, difficultiesOffered, type LandLevel } from '@numberland/engine';
import { useTranslation } from 'react-i18next';

export interface DifficultyPickerProps {
  readonly level: LandLevel;
  readonly difficulty: DifficultyLevel;
  readonly onPick: (difficulty: DifficultyLevel) => void;
}

export function DifficultyPicker({ level, difficulty, onPick }: DifficultyPickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="difficulty-picker">
      <legend className="visually-hidden">{t('difficulty.choose')}</legend>
      {difficultiesOffered(level).map((d) => (
        <button
          key={d}
          type="button"
          className={`difficulty-picker__option difficulty-picker__option--${d}`}
          aria-pressed={d === difficulty}
          onClick={() => onPick(d)}
        >
          {t(`difficulty.${d}`)}
        </button>
      ))}
    </fieldset>
  );
}
