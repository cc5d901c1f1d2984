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

}  // namespace snap
