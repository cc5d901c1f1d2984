// challenge_lookup.h: what every challenge route reads first: the challenge named by {slug}, the avatar named by
// {avatarName} (any letter case), the one SQL rule for a challenge's status at the clock, and its counts.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace snap {

class Database;

// The status of challenge `c` at the clock bound as ?1: Upcoming before start_at, Active from start_at until
// end_at, Ended from end_at on (API.md "Challenge status").
extern const char* const kChallengeStatusSql;

// The statuses kChallengeStatusSql gives, in its order.
const std::vector<std::string>& challenge_statuses();

struct ChallengeRef {
  std::int64_t id = 0;
  std::string slug;
  std::string name;
};

struct NamedAvatar {
  std::int64_t id = 0;
  std::string slug;
  std::string name;  // as the game writes it
};

// Throw ApiError 404 naming what was not found.
ChallengeRef find_challenge(Database& db, const std::string& slug);
NamedAvatar find_avatar_named(Database& db, const std::string& name);  // ASCII letters in any case

// The counts matching keeps in challenge_count (schema 0012): avatars with progress, avatars at the last tier.
std::int64_t participant_count(Database& db, std::int64_t challenge_id);
std::int64_t completion_count(Database& db, std::int64_t challenge_id);

// SQL: the highest tier the avatar of p (a challenge_progress row) has reached, NULL before the first.
extern const char* const kTierReachedSql;
// SQL true when the avatar of p (a challenge_progress row) has completed p's challenge (the view
// challenge_completion, schema 0012).
extern const std::string kHasCompletedSql;

}  // namespace snap
