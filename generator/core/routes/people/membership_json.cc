// membership_json.cc: a team membership as JSON.
#include "core/routes/people/membership_json.h"

#include "core/clock.h"

namespace snap {

Json membership_json(const Statement& row) {
  Json m = Json::object();
  m["slug"] = row.text(0);
  m["name"] = row.text(1);
  m["role"] = row.json(2);
  m["joinedAt"] = format_iso8601(row.int64(3));
  m["leftAt"] = row.is_null(4) ? Json(nullptr) : Json(format_iso8601(row.int64(4)));
  return m;
}

Json membership_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return schemas.ref("Membership", [](AnswerSchemas&) {
    return object({{"slug", string("the other side's slug: the team's (/teams/{slug}) in an avatar's profile, the "
                                   "avatar's (/avatars/{slug}) in a team's")},
                   {"name", string("the other side's name")},
                   {"role", nullable(string("the avatar's role in the team, such as Leader or Member; null when "
                                            "unknown"))},
                   {"joinedAt", date_time("when the avatar joined the team")},
                   {"leftAt", nullable(date_time("when it left; null while it is a member"))}},
                  "one team membership");
  });
}

}  // namespace snap
