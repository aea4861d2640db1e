// #rules: the rules page's content in a modal, so the rules can be read without leaving a puzzle.

import { RulesContent } from '../screens/pages/RulesContent';

export function RulesModal() {
  return <RulesContent headingLevel={3} />;
}
