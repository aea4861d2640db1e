// The prompt of play on screen now (spec section 2, "Puzzle screen"), over the puzzle: at most
// one, chosen by the play controller's store (play/play-prompts.ts). The exit prompt needs the router's
// blocker to let the move off /play go on or stay.

import type { Blocker } from 'react-router-dom';
import { usePlayPrompt } from '../../../play/play-prompts';
import { AssistWarning } from './AssistWarning';
import { BackFromLessonPrompt } from './BackFromLessonPrompt';
import { ExitPrompt } from './ExitPrompt';
import { HintsUsedUpPrompt } from './HintsUsedUpPrompt';
import { NeedsAdPrompt } from './NeedsAdPrompt';
import { RevealNeedsCellPrompt } from './RevealNeedsCellPrompt';
import { WelcomePrompt } from './WelcomePrompt';

export function PlayPrompts({ blocker }: { readonly blocker: Blocker }) {
  const prompt = usePlayPrompt((s) => s.prompt);
  switch (prompt?.kind) {
    case undefined:
      return null;
    case 'exit':
      return <ExitPrompt key="exit" blocker={blocker} />;
    case 'reveal-warning':
      return <AssistWarning key="reveal" kind="reveal" />;
    case 'smart-hint-warning':
      return <AssistWarning key="smart-hint" kind="smart-hint" />;
    case 'needs-ad':
      return <NeedsAdPrompt key={`needs-ad-${prompt.on}`} on={prompt.on} />;
    case 'hints-used-up':
      return <HintsUsedUpPrompt key="hints-used-up" />;
    case 'reveal-needs-cell':
      return <RevealNeedsCellPrompt key="reveal-needs-cell" />;
    case 'welcome':
      return <WelcomePrompt key="welcome" />;
    case 'back-from-lesson':
      return <BackFromLessonPrompt key="back-from-lesson" />;
  }
}
