// membership_json.h: one team membership as both profiles list it: /avatars/{slug} "teams" (the other side is
// the team) and /teams/{slug} "members" and "formerMembers" (the other side is the avatar).
#pragma once

#include "core/answer_schema.h"
#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

// The columns a membership query selects after the other side's slug and name, from team_member (alias m).
constexpr const char* kMembershipColumns = "m.role, m.joined_at, m.left_at";

// {"slug","name","role","joinedAt","leftAt"} from a row of: other side's slug, name, then kMembershipColumns.
Json membership_json(const Statement& row);
// The JSON Schema of membership_json()'s object: {"$ref": ".../Membership"}.
Json membership_schema(AnswerSchemas& schemas);

}  // namespace snap
