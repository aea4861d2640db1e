// score_post(...): the database's part of a score post in one call, so that a post is one round
// trip to PostgreSQL instead of five (begin, served mark, earlier rows, insert, commit). Profiled
// in process (issue 17), a post's time in the server went mostly to those round trips and to
// building their statements, not to the replay.
//
// It does what services/score-store.ts did one statement at a time, in the same order:
// 1. lock the player's (or their session's) served marks of the puzzle until the transaction
//    ends, so posts of one player's puzzle run one at a time, and note the first;
// 2. read the earlier rows of the same id or game, and whether the player's game of the puzzle
//    already counted. A PL/pgSQL function that is VOLATILE (the default) takes a new snapshot for
//    each statement, so this look sees a post that held the lock and committed meanwhile, as the
//    separate statement after the lock did;
// 3. insert the row only when every check passes: a served mark dated no later than `served_by`
//    (the game's start plus the clock slack; null when the game already failed the check on its
//    end; compared in milliseconds, as the server reads the mark), no row of the same id or game,
//    no counted game of the puzzle. ON CONFLICT DO NOTHING leaves a row another post committed in
//    between, as before.
//
// PL/pgSQL keeps a plan per statement for the connection's life, and may keep a generic one (made
// without the call's values) planned when the table was empty. The look at earlier rows is
// therefore three index lookups joined by UNION ALL (same id; same game under another id; the
// player's other game of the puzzle), which a generic plan does by index too: the single
// `id = ... OR game_hash = ... OR (...)` became a sequential scan when planned on an empty table
// (profiled: a fresh database's posts spent a fifth of PostgreSQL's time scanning).
//
// It decides no refusal: it returns what it read and whether it inserted, and score-store.ts
// answers from that exactly as before. It writes nothing but the row, and only when it may.
// It names the columns of `scores` it writes: a migration that adds a column without a default,
// or changes these, replaces the function too (CREATE OR REPLACE, in the same migration).

import { sql } from 'kysely';

export const CREATE_SCORE_POST_FUNCTION = sql`
CREATE OR REPLACE FUNCTION score_post(
  p_id text, p_player_key text, p_session_key text, p_session_id text, p_tenant text,
  p_puzzle_id text, p_level integer, p_difficulty_level integer, p_difficulty integer,
  p_finish_type text, p_score_total integer, p_summary json, p_actions json,
  p_play_time double precision, p_start_time timestamptz, p_end_time timestamptz,
  p_game_hash text, p_served_by timestamptz)
RETURNS TABLE (served_at timestamptz, same json, counted boolean, inserted boolean)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_served timestamptz;
  v_same json;
  v_counted boolean;
  v_rows integer := 0;
BEGIN
  SELECT min(m.served_at) INTO v_served FROM (
    SELECT sp.served_at FROM served_puzzles sp
    WHERE sp.player_key IN (p_player_key, p_session_key) AND sp.puzzle_id = p_puzzle_id
    FOR UPDATE
  ) m;
  SELECT
    coalesce(json_agg(json_build_object('player_key', e.player_key, 'session_id', e.session_id,
      'puzzle_id', e.puzzle_id, 'summary', e.summary)) FILTER (WHERE e.same), '[]'::json),
    coalesce(bool_or(NOT e.same), false)
  INTO v_same, v_counted
  FROM (
    SELECT s.player_key, s.session_id, s.puzzle_id, s.summary, true AS same
    FROM scores s WHERE s.id = p_id
    UNION ALL
    SELECT s.player_key, s.session_id, s.puzzle_id, s.summary, true
    FROM scores s WHERE s.game_hash = p_game_hash AND s.id <> p_id
    UNION ALL
    SELECT s.player_key, s.session_id, s.puzzle_id, s.summary, false
    FROM scores s WHERE s.player_key = p_player_key AND s.puzzle_id = p_puzzle_id
      AND s.id <> p_id AND s.game_hash IS DISTINCT FROM p_game_hash
  ) e;
  IF date_trunc('milliseconds', v_served) <= p_served_by
      AND json_array_length(v_same) = 0 AND NOT v_counted THEN
    INSERT INTO scores (id, player_key, session_id, tenant, puzzle_id, level, difficulty_level,
      difficulty, finish_type, score_total, summary, actions, play_time, start_time, end_time, game_hash)
    VALUES (p_id, p_player_key, p_session_id, p_tenant, p_puzzle_id, p_level, p_difficulty_level,
      p_difficulty, p_finish_type, p_score_total, p_summary, p_actions, p_play_time, p_start_time,
      p_end_time, p_game_hash)
    ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS v_rows = ROW_COUNT;
  END IF;
  RETURN QUERY SELECT v_served, v_same, v_counted, v_rows > 0;
END $$`;
