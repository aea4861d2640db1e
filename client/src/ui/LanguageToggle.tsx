// English or Norwegian (spec section 2: the intro's toggle and the side menu's choice).

import { useTranslation } from 'react-i18next';
import { track } from '../app/analytics';
import { TOGGLE_LANGUAGES } from '../i18n/languages';
import { useSettings } from '../state/settings';
import './LanguageToggle.css';

export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useSettings((s) => s.language);
  const update = useSettings((s) => s.update);
  return (
    <fieldset className="language-toggle">
      <legend className="visually-hidden">{t('languages.choose')}</legend>
      {TOGGLE_LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'no' ? 'nb' : code}
          className="language-toggle__option"
          aria-pressed={language === code}
          onClick={() => {
            if (language === code) return;
            update({ language: code });
            track('select_language', { language: code });
          }}
        >
          {t(`languages.${code}`)}
        </button>
      ))}
    </fieldset>
  );
}
