// The polite live region of /play (issue 19): after each step of play it says what happened
// (announcements.ts), and the words of a hint when one shows. Each new message replaces the
// last, in a fresh element, so the same words twice are said twice.

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGame } from '../../../state/game';
import { announcementOf, hintAnnouncement } from './announcements';

interface Said {
  readonly text: string;
  readonly count: number;
}

export function PlayAnnouncer() {
  const { t } = useTranslation();
  const [said, setSaid] = useState<Said>({ text: '', count: 0 });

  useEffect(() => {
    const say = (text: string) => {
      if (text) setSaid((s) => ({ text, count: s.count + 1 }));
    };
    return useGame.subscribe((now, before) => {
      const state = now.game?.state;
      if (now.version !== before.version && state) {
        const previous = before.game?.state.start.id === state.start.id ? before.game?.state : undefined;
        say(announcementOf(t, now.lastEvents, state, previous));
      }
      const hint = now.hint;
      if (hint && (hint.record !== before.hint?.record || hint.step !== before.hint?.step))
        say(hintAnnouncement(t, hint));
    });
  }, [t]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="play-announcer">
      {said.text && <p key={said.count}>{said.text}</p>}
    </div>
  );
}
