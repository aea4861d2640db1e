// The end screen when its content could not be loaded (offline, say): the title and Continue, in
// the app's global panel and button styles, so the player can always go on.

import type { ResultMessage } from '@numberland/engine';
import { type CSSProperties, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { titleKey } from './title';

const LAYER: CSSProperties = {
  position: 'fixed',
  inset: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 16,
};
const PANEL: CSSProperties = { display: 'grid', gap: 16, padding: 24, textAlign: 'center' };

export interface EndScreenFallbackProps {
  readonly message: ResultMessage;
  readonly onContinue: () => void;
}

export function EndScreenFallback({ message, onContinue }: EndScreenFallbackProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div style={LAYER}>
      <div className="panel" style={PANEL} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} style={{ margin: 0 }}>
          {t(titleKey(message))}
        </h2>
        <button ref={button} type="button" className="button button--play" onClick={onContinue}>
          {t('end.continue.plain')}
        </button>
      </div>
    </div>
  );
}
