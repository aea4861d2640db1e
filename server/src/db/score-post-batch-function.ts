// score_post_batch(...): many guests' score posts in one call and one transaction, for the
// posts a server process receives in one turn of its event loop (services/score-post-batch.ts).
// Profiled in process (issue 17), a post spent more of the server's thread on its own round trip
// to PostgreSQL (the socket write above all) than on its replay; one round trip and one commit
// for the turn's posts share that cost.
//
// The posts come as one JSON array of objects, one per post, whose keys are score_post's
// arguments (summary and actions as JSON values, the texts the rows store), read by PostgreSQL in
// one pass. Each post is score_post (db/score-post-function.ts), in the array's order, inside a
// block of its own: a post that fails there (a row the table refuses, a deadlock) rolls back
// alone and comes back as `failed`, with its SQLSTATE and message, while the others stand; the
// caller then sends it alone, so its answer is what it always was. A value that cannot be read
// as its type (a date before PostgreSQL's first) fails the whole call, and the caller sends each
// post alone. A cancelled statement (its time ran out) is not caught: the whole call fails, as
// one post's would. Later posts see earlier ones: one transaction, a statement each, in turn.

import { sql } from 'kysely';

export const CREATE_SCORE_POST_BATCH_FUNCTION = sql`
CREATE OR REPLACE FUNCTION score_post_batch(p_posts json)
RETURNS TABLE (ord integer, served_at timestamptz, same json, counted boolean, inserted boolean,
  failed text)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  p record;
BEGIN
  FOR p IN SELECT * FROM json_to_recordset(p_posts) AS x(
    ord integer, id text, player_key text, session_key text, session_id text, tenant text,
    puzzle_id text, level integer, difficulty_level integer, difficulty integer,
    finish_type text, score_total integer, summary json, actions json,
    play_time double precision, start_time timestamptz, end_time timestamptz, game_hash text,
    served_by timestamptz)
  LOOP
    BEGIN
      RETURN QUERY SELECT p.ord, s.served_at, s.same, s.counted, s.inserted, NULL::text
        FROM score_post(p.id, p.player_key, p.session_key, p.session_id, p.tenant, p.puzzle_id,
          p.level, p.difficulty_level, p.difficulty, p.finish_type, p.score_total, p.summary,
          p.actions, p.play_time, p.start_time, p.end_time, p.game_hash, p.served_by) s;
    EXCEPTION WHEN OTHERS THEN
      RETURN QUERY SELECT p.ord, NULL::timestamptz, NULL::json, NULL::boolean, NULL::boolean,
        SQLSTATE || ' ' || SQLERRM;
    END;
  END LOOP;
END $$`;
