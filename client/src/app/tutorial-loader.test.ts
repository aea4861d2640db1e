import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useSelection } from '../state/selection';
import { tutorialLoader } from './tutorial-loader';

const load = (params: { land?: string; page?: string }) =>
  tutorialLoader({
    params,
    request: new Request('http://x/tutorial'),
    context: undefined,
  } as LoaderFunctionArgs);

/** Where a loader's answer sends the player, and whether it replaces the address rather than adding one. */
function target(answer: Response | null) {
  if (answer === null) return null;
  return { to: answer.headers.get('Location'), replaces: answer.headers.get('X-Remix-Replace') === 'true' };
}

describe('the tutorial route loader', () => {
  const initial = useSelection.getState().level;
  afterEach(() => useSelection.setState({ level: initial }));

  it('sends /tutorial to page 1 of the selected land, replacing the address', () => {
    useSelection.setState({ level: 2 });
    expect(target(load({}))).toEqual({ to: '/tutorial/autumnland/1', replaces: true });
  });

  it('sends an unknown land and a page past the last to page 1', () => {
    expect(target(load({ land: 'moonland', page: '2' }))?.to).toMatch(/^\/tutorial\/[a-z]+land\/1$/);
    expect(target(load({ land: 'winterland', page: '9' }))).toEqual({
      to: '/tutorial/winterland/1',
      replaces: true,
    });
  });

  it('lets a real page through to the chunk', () => {
    expect(load({ land: 'autumnland', page: '3' })).toBeNull();
  });
});
