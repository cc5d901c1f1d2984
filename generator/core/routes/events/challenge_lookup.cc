// challenge_lookup.cc: the challenge and avatar lookups, the status rule and the counts of challenge_lookup.h.
#include "core/routes/events/challenge_lookup.h"

#include "core/db/database.h"
#include "core/problem.h"

namespace snap {

const char* const kChallengeStatusSql =
    "(CASE WHEN ?1 < c.start_at THEN 'Upcoming' WHEN ?1 < c.end_at THEN 'Active' ELSE 'Ended' END)";

const char* const kTierReachedSql =
    "(SELECT MAX(r.tier) FROM challenge_tier_reached r WHERE r.challenge_id = p.challenge_id"
    " AND r.avatar_id = p.avatar_id)";

const std::string kHasCompletedSql =
    "EXISTS (SELECT 1 FROM challenge_completion k WHERE k.challenge_id = p.challenge_id AND k.avatar_id = p.avatar_id)";

const std::vector<std::string>& challenge_statuses() {
  static const std::vector<std::string> statuses = {"Upcoming", "Active", "Ended"};
  return statuses;
}

ChallengeRef find_challenge(Database& db, const std::string& slug) {
  Statement& row = db.prepare("SELECT id, slug, name FROM challenge WHERE slug = ?1");
  row.bind(1, slug);
  if (!row.step()) throw ApiError(Problem::not_found("challenge", slug));
  ChallengeRef challenge{row.int64(0), row.text(1), row.text(2)};
  row.reset();
  return challenge;
}

NamedAvatar find_avatar_named(Database& db, const std::string& name) {
  // Names are unique as written; should two differ only in letter case, the exact spelling wins, then the oldest.
  Statement& row = db.prepare(
      "SELECT id, slug, name FROM avatar WHERE name = ?1 COLLATE NOCASE"
      " ORDER BY name = ?1 DESC, id LIMIT 1");
  row.bind(1, name);
  if (!row.step()) {
    // A slug where the name belongs is the usual slip (every other path takes slugs): say which name it is.
    Statement& by_slug = db.prepare("SELECT name FROM avatar WHERE slug = ?1");
    by_slug.bind(1, name);
    Problem problem = Problem::not_found("avatar", name);
    if (by_slug.step())
      problem.detail += ": this path takes the avatar's name, not its slug ('" + name + "' is the slug of '" +
                        by_slug.text(0) + "')";
    by_slug.reset();
    throw ApiError(problem);
  }
  NamedAvatar avatar{row.int64(0), row.text(1), row.text(2)};
  row.reset();
  return avatar;
}

std::int64_t participant_count(Database& db, std::int64_t challenge_id) {
  return db.prepare("SELECT participants FROM challenge_count WHERE challenge_id = ?1")
      .bind(1, challenge_id)
      .single_int64();
}

std::int64_t completion_count(Database& db, std::int64_t challenge_id) {
  return db.prepare("SELECT completions FROM challenge_count WHERE challenge_id = ?1")
      .bind(1, challenge_id)
      .single_int64();
}

}  // namespace snap
