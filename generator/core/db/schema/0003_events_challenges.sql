-- 0003_events_challenges.sql: community events (categories, participants, teams, matched globals, templates)
-- and challenges (tiers, per-avatar progress, tiers reached). Status is derived from dates and the clock,
-- except Cancelled, which is recorded.

CREATE TABLE event (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  type TEXT NOT NULL CHECK (type IN ('Hunting','Mining','Crafting','Mixed')),
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  organiser_name TEXT,
  banner TEXT,                 -- image key of the banner, resolved by the client
  rules TEXT,
  prizes TEXT,
  planet TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX event_by_start ON event(start_at);

-- One independently scored category. Criteria lists are JSON arrays of strings; NULL = no restriction.
CREATE TABLE event_category (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES event(id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  scoring_method TEXT NOT NULL CHECK (scoring_method IN ('TotalValue','HighestValue','Count','Points')),
  global_types TEXT,
  creatures TEXT,
  planets TEXT,
  min_value REAL,
  UNIQUE (event_id, position)
);

CREATE TABLE event_team (
  id INTEGER PRIMARY KEY,
  event_id INTEGER NOT NULL REFERENCES event(id),
  name TEXT NOT NULL,
  captain_avatar_id INTEGER REFERENCES avatar(id),
  UNIQUE (event_id, name)
);

CREATE TABLE event_participant (
  event_id INTEGER NOT NULL REFERENCES event(id),
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  event_team_id INTEGER REFERENCES event_team(id),
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (event_id, avatar_id)
);
CREATE INDEX event_participant_by_avatar ON event_participant(avatar_id);

-- A global matched to a category of an event its avatar joined; score is what it adds by the category's method.
CREATE TABLE event_global (
  event_id INTEGER NOT NULL REFERENCES event(id),
  category_id INTEGER NOT NULL REFERENCES event_category(id),
  global_id INTEGER NOT NULL REFERENCES global(id),
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  score REAL NOT NULL,
  matched_at INTEGER NOT NULL,
  PRIMARY KEY (category_id, global_id)
);
CREATE INDEX event_global_by_event ON event_global(event_id, global_id);
CREATE INDEX event_global_by_category_avatar ON event_global(category_id, avatar_id);

CREATE TABLE event_template (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  type TEXT NOT NULL,
  duration_days INTEGER,
  categories TEXT NOT NULL     -- JSON array of {name, scoringMethod, globalTypes, creatures, planets, minValue}
);

CREATE TABLE challenge (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('Count','TotalValue','Points')),
  global_types TEXT,           -- JSON array; NULL = any
  creatures TEXT,              -- JSON array; NULL = any
  min_value REAL,
  trophy_name TEXT,
  trophy_description TEXT,
  trophy_image TEXT,
  created_at INTEGER NOT NULL
);

CREATE TABLE challenge_tier (
  challenge_id INTEGER NOT NULL REFERENCES challenge(id),
  tier INTEGER NOT NULL,       -- 1 .. n; the last tier completes the challenge
  name TEXT NOT NULL,
  target REAL NOT NULL,
  PRIMARY KEY (challenge_id, tier)
);

CREATE TABLE challenge_progress (
  challenge_id INTEGER NOT NULL REFERENCES challenge(id),
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  current REAL NOT NULL,
  started_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (challenge_id, avatar_id)
);
CREATE INDEX challenge_progress_by_avatar ON challenge_progress(avatar_id);

CREATE TABLE challenge_tier_reached (
  challenge_id INTEGER NOT NULL REFERENCES challenge(id),
  avatar_id INTEGER NOT NULL REFERENCES avatar(id),
  tier INTEGER NOT NULL,
  reached_at INTEGER NOT NULL,
  PRIMARY KEY (challenge_id, avatar_id, tier)
);
