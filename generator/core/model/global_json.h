// global_json.h: the one JSON shape of a global (API.md "Globals": the live service's field names), used by
// every route that lists globals. Select with kGlobalColumns so global_json() finds its columns in order.
#pragma once

#include "core/db/database.h"
#include "core/answer_schema.h"
#include "core/json_bytes.h"

namespace snap {

// Columns global_json() reads, in order; alias g = global, a = avatar, t = team (both LEFT JOIN).
extern const char* const kGlobalColumns;
// FROM clause joining the three: "FROM global g JOIN avatar a ... LEFT JOIN team t ...".
extern const char* const kGlobalFrom;

Json global_json(const Statement& row);

// The JSON Schema of global_json()'s object: {"$ref": ".../Global"}, the shape kept once among the components.
Json global_schema(AnswerSchemas& schemas);
// The same object written out, for answers that list globals with fields of their own (schema::extend).
Json global_object_schema();

// What a global's JSON names (its creature, deposit or item: the one subject field of its kind that is set),
// or null (a PvP spree names none).
Json global_subject(const Json& global);

}  // namespace snap
