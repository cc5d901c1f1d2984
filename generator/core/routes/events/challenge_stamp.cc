// challenge_stamp.cc: the rows challenge_stamp.h names, as one rows_stamp.
#include "core/routes/events/challenge_stamp.h"

#include "core/routes/events/challenge_lookup.h"
#include "core/routes/shared/rows_stamp.h"

namespace snap {

std::string ended_challenge_stamp(const RenderContext& ctx, const PathArgs& args) {
  return rows_stamp(
      ctx.db,
      {"SELECT * FROM challenge WHERE id = ?1",
       "SELECT tier, name, target FROM challenge_tier WHERE challenge_id = ?1 ORDER BY tier",
       "SELECT p.avatar_id, a.name, a.slug, p.current, p.started_at, p.updated_at FROM challenge_progress p"
       " JOIN avatar a ON a.id = p.avatar_id WHERE p.challenge_id = ?1 ORDER BY p.avatar_id",
       "SELECT avatar_id, tier, reached_at FROM challenge_tier_reached WHERE challenge_id = ?1 ORDER BY avatar_id, tier"},
      find_challenge(ctx.db, args.at("slug")).id);
}

}  // namespace snap
