// A post as score_posts' JSON carries it (services/score-post-call.ts, scorePostJson): every
// argument of score_post by name, each value as pg would send it alone.

import { describe, expect, it } from 'vitest';
import { type ScoreRow, scorePostJson } from '../src/services/score-post-call';

const summary = '{"id":"g-1","puzzleId":"B9L4-16","score":{"total":120},"finishType":"success"}';
const actions = '[[0,"begin"],[2000,"select",0],[2000,"digit",3]]';
const row: ScoreRow = {
  id: 'g-1 "quoted" \\ and ünïcode',
  player_key: 's:session-1',
  session_id: 'session-1',
  tenant: 'example.org',
  puzzle_id: 'B9L4-16',
  level: 3,
  difficulty_level: 4,
  difficulty: 262,
  finish_type: 'success',
  score_total: 120,
  summary,
  actions,
  play_time: 48.5,
  start_time: new Date(Date.UTC(2026, 10, 29, 15, 12, 33, 167)),
  end_time: new Date(Date.UTC(2026, 10, 29, 15, 13, 21, 167)),
  game_hash: 'a'.repeat(64),
};

describe("a score post in score_posts' JSON", () => {
  it("names every argument of score_post, after the post's place in the call", () => {
    const servedBy = new Date(Date.UTC(2026, 10, 29, 16, 12, 33, 167));
    const read = JSON.parse(scorePostJson(7, row, 's:session-1', servedBy));
    // The row's own values as they are; the dates as ISO text, the JSON texts as JSON.
    expect(read).toEqual({
      ...row,
      ord: 7,
      session_key: 's:session-1',
      summary: JSON.parse(summary),
      actions: JSON.parse(actions),
      start_time: '2026-11-29T15:12:33.167Z',
      end_time: '2026-11-29T15:13:21.167Z',
      served_by: '2026-11-29T16:12:33.167Z',
    });
  });

  it('keeps the JSON texts of the summary and actions as they are, and writes no served mark as null', () => {
    const json = scorePostJson(1, row, 's:other', null);
    expect(json).toContain(`"summary":${summary},"actions":${actions},`);
    expect(json.endsWith('"served_by":null}')).toBe(true);
  });
});
