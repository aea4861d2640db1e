// Options (spec section 2): sounds, sound effects, the two assist modes, the colours (light, dark
// or like the device; issue 19), and the way to the rules and the tutorial.

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { landIdOf, tutorialPath } from '../app/paths';
import { useSelection } from '../state/selection';
import { type SettingsData, useSettings } from '../state/settings';
import { Switch } from './Switch';
import { ThemeChoice } from './ThemeChoice';
import type { ModalContentProps } from './types';
import './OptionsModal.css';

type Toggle = keyof Pick<
  SettingsData,
  'hasSound' | 'hasSoundEffects' | 'showErrorAssist' | 'showErrorAssistRule2' | 'dimUnrelated'
>;

const TOGGLES: readonly {
  readonly field: Toggle;
  readonly label: 'sounds' | 'soundEffects' | 'errorAssist' | 'rule2Reminder' | 'dimUnrelated';
  readonly help?: 'errorAssistHelp' | 'rule2ReminderHelp' | 'dimUnrelatedHelp';
}[] = [
  { field: 'hasSound', label: 'sounds' },
  { field: 'hasSoundEffects', label: 'soundEffects' },
  { field: 'showErrorAssist', label: 'errorAssist', help: 'errorAssistHelp' },
  { field: 'showErrorAssistRule2', label: 'rule2Reminder', help: 'rule2ReminderHelp' },
  { field: 'dimUnrelated', label: 'dimUnrelated', help: 'dimUnrelatedHelp' },
];

export function OptionsModal({ openModal }: ModalContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const level = useSelection((s) => s.level);
  return (
    <div className="options">
      <ul className="options__list">
        {TOGGLES.map(({ field, label, help }) => (
          <li key={field}>
            <Switch
              label={t(`options.${label}`)}
              help={help ? t(`options.${help}`) : undefined}
              checked={settings[field]}
              onChange={(on) => settings.update({ [field]: on })}
            />
          </li>
        ))}
      </ul>
      <ThemeChoice />
      <div className="options__buttons">
        <button type="button" className="button" onClick={() => openModal('rules')}>
          {t('options.rules')}
        </button>
        <button type="button" className="button" onClick={() => navigate(tutorialPath(landIdOf(level), 1))}>
          {t('options.tutorial')}
        </button>
      </div>
    </div>
  );
}
