// An on/off switch: a real checkbox with role="switch", so it works with every keyboard and
// screen reader, drawn as a sliding knob.

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './Switch.css';

export interface SwitchProps {
  readonly label: string;
  readonly help?: string | undefined;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
}

export function Switch({ label, help, checked, onChange }: SwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  const helpId = useId();
  return (
    <div className="switch">
      <label htmlFor={id} className="switch__label">
        <span className="switch__text">{label}</span>
        {help && (
          <span id={helpId} className="switch__help">
            {help}
          </span>
        )}
      </label>
      <span className="switch__control">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={help ? helpId : undefined}
        />
        <span className="switch__track" aria-hidden="true">
          <span className="switch__knob" />
        </span>
        <span className="switch__state" aria-hidden="true">
          {checked ? t('options.on') : t('options.off')}
        </span>
      </span>
    </div>
  );
}
