// The colours in Options (issue 19): like the device, light or dark; three radio buttons in a
// group, so arrows move between them with every keyboard and screen reader.

import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, useSettings } from '../state/settings';

export function ThemeChoice() {
  const { t } = useTranslation();
  const theme = useSettings((s) => s.theme);
  const update = useSettings((s) => s.update);
  return (
    <fieldset className="theme-choice">
      <legend className="theme-choice__legend">{t('access.theme')}</legend>
      <div className="theme-choice__options">
        {THEME_CHOICES.map((choice) => (
          <label key={choice} className="theme-choice__option">
            <input
              type="radio"
              name="theme"
              value={choice}
              checked={theme === choice}
              onChange={() => update({ theme: choice })}
            />
            <span>{t(`access.themes.${choice}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
