-- 0012_challenge_counts.sql: challenge pages read by index (core/domain/challenge_matching.h keeps the counts):
-- participants furthest first, completions first to complete first, and each challenge's participant and
-- completion counts, which every list item and page shows.
CREATE INDEX challenge_progress_furthest ON challenge_progress(challenge_id, current DESC, updated_at);
CREATE INDEX challenge_tier_reached_by_tier ON challenge_tier_reached(challenge_id, tier, reached_at);

-- A completion is an avatar at the last tier of a challenge, written once: the count below and the challenge
-- routes (completions, completed) read this view.
CREATE VIEW challenge_completion AS
SELECT r.challenge_id, r.avatar_id, r.reached_at AS completed_at FROM challenge_tier_reached r
WHERE r.tier = (SELECT MAX(t.tier) FROM challenge_tier t WHERE t.challenge_id = r.challenge_id);

-- The counts of a challenge: participants are the avatars with progress, completions those in
-- challenge_completion. Matching copies them into challenge_count for each challenge it touched.
CREATE VIEW challenge_count_rule AS
SELECT c.id AS challenge_id,
       (SELECT COUNT(*) FROM challenge_progress p WHERE p.challenge_id = c.id) AS participants,
       (SELECT COUNT(*) FROM challenge_completion k WHERE k.challenge_id = c.id) AS completions
FROM challenge c;

CREATE TABLE challenge_count (
  challenge_id INTEGER PRIMARY KEY REFERENCES challenge(id),
  participants INTEGER NOT NULL,  -- avatars with progress
  completions INTEGER NOT NULL
);
INSERT INTO challenge_count(challenge_id, participants, completions)
  SELECT challenge_id, participants, completions FROM challenge_count_rule;
