// The bottom bar (spec section 2): fullscreen and the options (BarTools). While a board is played
// they move up into the top bar, so the bottom of the screen is the board's.

import { BarTools, useBarToolsShown } from './BarTools';
import './bars.css';

export function BottomBar({ tools = true }: { readonly tools?: boolean }) {
  const shown = useBarToolsShown();
  if (!tools || !shown) return null;
  return (
    <footer className="bottom-bar">
      <BarTools />
    </footer>
  );
}
