// Error-assist settings (#errorAssistSettings): the two assist modes of spec section 2 ("two assist
// toggles (error assist and rule 2 reminder)"), each switched on or off on its own (section 4),
// with what each does in words a child can follow. The puzzle screen opens it from its
// error-assist popup; the same two switches also sit in Options.

import { useTranslation } from 'react-i18next';
import { useSettings } from '../../state/settings';
import { Switch } from '../Switch';
import type { ModalContentProps } from '../types';
import './economy.css';

export function ErrorAssistSettingsModal({ close, openModal, canOpen }: ModalContentProps) {
  const { t } = useTranslation();
  const showErrorAssist = useSettings((s) => s.showErrorAssist);
  const showErrorAssistRule2 = useSettings((s) => s.showErrorAssistRule2);
  const update = useSettings((s) => s.update);
  return (
    <div className="assist-settings">
      <p className="assist-settings__intro">{t('errorAssist.intro')}</p>
      <ul className="assist-settings__list">
        <li>
          <Switch
            label={t('errorAssist.assist')}
            help={t('errorAssist.assistHelp')}
            checked={showErrorAssist}
            onChange={(on) => update({ showErrorAssist: on })}
          />
        </li>
        <li>
          <Switch
            label={t('errorAssist.rule2')}
            help={t('errorAssist.rule2Help')}
            checked={showErrorAssistRule2}
            onChange={(on) => update({ showErrorAssistRule2: on })}
          />
        </li>
      </ul>
      <p className="assist-settings__note">{t('errorAssist.note')}</p>
      <div className="reward__buttons">
        {canOpen('rules') && (
          <button type="button" className="button button--quiet" onClick={() => openModal('rules')}>
            {t('errorAssist.rules')}
          </button>
        )}
        <button type="button" className="button" onClick={close}>
          {t('errorAssist.done')}
        </button>
      </div>
    </div>
  );
}
