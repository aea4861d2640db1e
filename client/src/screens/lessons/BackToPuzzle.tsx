// "Back to your puzzle": shown while a puzzle waits, paused, for the player who left it for a
// lesson from a hint's footer. /play brings it back as it was.

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { playController } from '../../play/app-play-controller';

export function BackToPuzzle() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!playController.hasKeptGame()) return null;
  return (
    <button
      type="button"
      className="button button--play lessons__back-to-puzzle"
      data-testid="back-to-puzzle"
      onClick={() => navigate(playController.keptGamePath() ?? '/play')}
    >
      {t('lessons.backToPuzzle')}
    </button>
  );
}
