// score_posts(...): many guests' score posts in one call, one transaction and two statements,
// for the posts a server process receives together (services/score-post-batch.ts). It replaces
// score_post_batch, which ran score_post once per post, each in a block of its own: measured in
// one transaction, PostgreSQL spent 160-290 us a post there (a nested query, a subtransaction and
// a plan's executor start for each), when its reads and insert alone take a fraction of that.
// Here every post of the call goes through the same two statements together.
//
// It does for each post what score_post (db/score-post-function.ts) does, in the same order:
// 1. lock the served marks of every post (the player's or their session's, of the puzzle) in
//    the order of their player key and puzzle, the order every call and every single post locks
//    them in, so two calls wait for each other rather than deadlock;
// 2. then, in a new statement and so a new snapshot (a VOLATILE function takes one for each),
//    read each post's first served mark, the earlier rows of the same id or game, and whether the
//    player's game of the puzzle already counted: a post that held a lock and committed meanwhile
//    is seen, as it was by score_post;
// 3. and insert, in the same statement, the row of each post whose every check passes, ON
//    CONFLICT DO NOTHING (a row another transaction committed in between is left, and that post
//    reads as not inserted with nothing seen: its caller then goes the stepwise way, as ever).
//
// The posts of one call do not see each other: the caller never puts two posts of the same id,
// game, or player and puzzle in one call, nor sends one while another such is in flight, so each
// post's answer is the one it would get alone. A post PostgreSQL refuses fails the whole call
// (there is no block per post); the caller then sends each post alone, and only that one fails.
// `failed` stays in the answer, always null, so the caller reads the shape it always did.
//
// The statements are planned once for all calls (plan_cache_mode): planned afresh for each
// call's values, as PL/pgSQL does at first, the read-and-insert cost more than running it.
// The posts come as one JSON array of objects whose keys are score_post's arguments (summary and
// actions as JSON values, the texts the rows store), read once into an array of score_post_input.

import { sql } from 'kysely';

export const CREATE_SCORE_POST_INPUT_TYPE = sql`
CREATE TYPE score_post_input AS (
  ord integer, id text, player_key text, session_key text, session_id text, tenant text,
  puzzle_id text, level integer, difficulty_level integer, difficulty integer,
  finish_type text, score_total integer, summary json, actions json,
  play_time double precision, start_time timestamptz, end_time timestamptz, game_hash text,
  served_by timestamptz)`;

export const CREATE_SCORE_POSTS_FUNCTION = sql`
CREATE OR REPLACE FUNCTION score_posts(p_posts json)
RETURNS TABLE (ord integer, served_at timestamptz, same json, counted boolean, inserted boolean,
  failed text)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_posts score_post_input[];
BEGIN
  v_posts := ARRAY(SELECT x FROM json_populate_recordset(NULL::score_post_input, p_posts) x);

  -- Joined on both columns of the marks' key (a post's two keys a row each), so each is an
  -- index lookup: joined on the puzzle alone, it read every player's marks of a pooled puzzle.
  PERFORM 1 FROM served_puzzles sp
    JOIN (SELECT k.player_key, p.puzzle_id FROM unnest(v_posts) p
      CROSS JOIN LATERAL (VALUES (p.player_key), (p.session_key)) k(player_key)) w
      ON sp.player_key = w.player_key AND sp.puzzle_id = w.puzzle_id
    ORDER BY sp.player_key, sp.puzzle_id
    FOR UPDATE OF sp;

  RETURN QUERY
  WITH r AS (
    SELECT p.*, m.first_served, e.same_rows, e.other_counted
    FROM unnest(v_posts) p
    CROSS JOIN LATERAL (
      SELECT min(sp.served_at) AS first_served FROM served_puzzles sp
      WHERE sp.player_key IN (p.player_key, p.session_key) AND sp.puzzle_id = p.puzzle_id
    ) m
    CROSS JOIN LATERAL (
      SELECT
        coalesce(json_agg(json_build_object('player_key', x.player_key, 'session_id', x.session_id,
          'puzzle_id', x.puzzle_id, 'summary', x.summary)) FILTER (WHERE x.is_same), '[]'::json)
          AS same_rows,
        coalesce(bool_or(NOT x.is_same), false) AS other_counted
      FROM (
        SELECT s.player_key, s.session_id, s.puzzle_id, s.summary, true AS is_same
        FROM scores s WHERE s.id = p.id
        UNION ALL
        SELECT s.player_key, s.session_id, s.puzzle_id, s.summary, true
        FROM scores s WHERE s.game_hash = p.game_hash AND s.id <> p.id
        UNION ALL
        SELECT s.player_key, s.session_id, s.puzzle_id, s.summary, false
        FROM scores s WHERE s.player_key = p.player_key AND s.puzzle_id = p.puzzle_id
          AND s.id <> p.id AND s.game_hash IS DISTINCT FROM p.game_hash
      ) x
    ) e
  ),
  ins AS (
    INSERT INTO scores (id, player_key, session_id, tenant, puzzle_id, level, difficulty_level,
      difficulty, finish_type, score_total, summary, actions, play_time, start_time, end_time,
      game_hash)
    SELECT r.id, r.player_key, r.session_id, r.tenant, r.puzzle_id, r.level, r.difficulty_level,
      r.difficulty, r.finish_type, r.score_total, r.summary, r.actions, r.play_time, r.start_time,
      r.end_time, r.game_hash
    FROM r
    WHERE date_trunc('milliseconds', r.first_served) <= r.served_by
      AND json_array_length(r.same_rows) = 0 AND NOT r.other_counted
    ON CONFLICT DO NOTHING
    RETURNING scores.id
  )
  SELECT r.ord, r.first_served, r.same_rows, r.other_counted,
    EXISTS (SELECT 1 FROM ins WHERE ins.id = r.id), NULL::text
  FROM r ORDER BY r.ord;
END $$`;
