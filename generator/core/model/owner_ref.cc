// owner_ref.cc: looking up an avatar or a team by slug.
#include "core/model/owner_ref.h"

#include "core/problem.h"

namespace snap {
namespace {

OwnerRef find_owner(Database& db, const char* kind, const char* global_key, const std::string& slug) {
  Statement& row = db.prepare(std::string("SELECT id, slug, name FROM ") + kind + " WHERE slug = ?1");
  row.bind(1, slug);
  if (!row.step()) throw ApiError(Problem::not_found(kind, slug));
  OwnerRef owner{kind, global_key, row.int64(0), row.text(1), row.text(2)};
  row.reset();
  return owner;
}

}  // namespace

OwnerRef find_avatar(Database& db, const std::string& slug) { return find_owner(db, "avatar", "avatar_id", slug); }
OwnerRef find_team(Database& db, const std::string& slug) { return find_owner(db, "team", "team_id", slug); }

}  // namespace snap
