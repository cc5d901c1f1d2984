// challenge_stamp.cc: the rows of challenge_stamp.h, read in a fixed order, each column as text, digested.
#include "core/routes/events/challenge_stamp.h"

#include <cstdio>

#include "core/bytes/body_digest.h"
#include "core/db/database.h"
#include "core/routes/events/challenge_lookup.h"

namespace snap {
namespace {

// What the pages read, each bound to the challenge's id as ?1. A column added to what a page shows must be read
// here too, or its file is kept when that column changes.
constexpr const char* kRowsRead[] = {
    "SELECT * FROM challenge WHERE id = ?1",
    "SELECT tier, name, target FROM challenge_tier WHERE challenge_id = ?1 ORDER BY tier",
    "SELECT p.avatar_id, a.name, a.slug, p.current, p.started_at, p.updated_at FROM challenge_progress p"
    " JOIN avatar a ON a.id = p.avatar_id WHERE p.challenge_id = ?1 ORDER BY p.avatar_id",
    "SELECT avatar_id, tier, reached_at FROM challenge_tier_reached WHERE challenge_id = ?1 ORDER BY avatar_id, tier",
};

// Every column of every row, NULL told apart from an empty text, columns and rows separated.
void append_rows(Statement& rows, std::string& out) {
  while (rows.step()) {
    for (int i = 0; i < rows.column_count(); ++i) {
      if (rows.is_null(i)) out += '\x01';
      else out += rows.text(i);
      out += '\x1f';
    }
    out += '\x1e';
  }
  rows.reset();
}

}  // namespace

std::string ended_challenge_stamp(const RenderContext& ctx, const PathArgs& args) {
  const ChallengeRef challenge = find_challenge(ctx.db, args.at("slug"));
  std::string read;
  for (const char* sql : kRowsRead) {
    Statement& rows = ctx.db.prepare(sql);
    rows.bind(1, challenge.id);
    append_rows(rows, read);
  }
  char stamp[40];
  std::snprintf(stamp, sizeof stamp, "%zu-%016llx", read.size(), static_cast<unsigned long long>(body_digest(read)));
  return stamp;
}

}  // namespace snap
