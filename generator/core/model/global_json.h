// global_json.h: the one JSON shape of a global (API.md "Globals": the live service's field names), used by
// every route that lists globals. Select with kGlobalColumns so global_json() finds its columns in order.
#pragma once

#include <string>

#include "core/db/database.h"
#include "core/answer_schema.h"
#include "core/json_bytes.h"
#include "core/model/wiki_links.h"

namespace snap {

// Columns global_json() reads, in order; alias g = global, a = avatar, t = team (both LEFT JOIN).
extern const char* const kGlobalColumns;
// FROM clause joining the three: " FROM global g LEFT JOIN avatar a ... LEFT JOIN team t ...".
extern const char* const kGlobalFrom;

// SELECT kGlobalColumns of the globals whose ids `ids_sql` yields (a query with a column `id`), in the order it
// yields them: the ids' query is the outer loop (CROSS JOIN fixes SQLite's join order) and each global is read by
// its id, so a page of ids found in an index's order needs no sort of whole rows.
std::string global_rows_for_ids(const std::string& ids_sql);
// The same for ids that all name one owner, the avatar (avatar_id) or the team (team_id) whose list they are:
// its name and slug are the bound parameters ?name_param and ?name_param + 1 instead of a join read for each row.
enum class GlobalOwner { Avatar, Team };
std::string owner_global_rows_for_ids(const std::string& ids_sql, GlobalOwner owner, int name_param);

// The row's global as JSON text: the one writer of a global's fields. Written straight from the row's columns
// (no tree of small allocations): a page of 100 globals is most of a render's work. `links` gives the slugs of
// the wiki entries it names (wiki_links(db) of the database the row comes from).
std::string global_json_text(const Statement& row, const WikiLinks& links);
// The same as a raw fragment (json_bytes.h) for the lists of an answer: to_bytes() copies its text.
Json global_json(const Statement& row, const WikiLinks& links);
// Every global `rows` still yields, as one JSON array written into one string (a raw fragment): a page of 100
// globals costs a handful of allocations instead of hundreds, which under load also contend for malloc's locks.
// `reversed`: the array lists them in the opposite order to the one they are read in.
Json global_array_json(Statement& rows, const WikiLinks& links, bool reversed = false);
// The same with one field of the caller's after the global's own (an event's categories, a global's points);
// `key` is plain ASCII.
Json global_json_with(const Statement& row, const WikiLinks& links, const char* key, const Json& value);

// The JSON Schema of global_json()'s object: {"$ref": ".../Global"}, the shape kept once among the components.
Json global_schema(AnswerSchemas& schemas);
// The same object written out, for answers that list globals with fields of their own (schema::extend).
Json global_object_schema();

// What a global's JSON names (its creature, deposit or item: the one subject field of its kind that is set),
// or null (a PvP spree names none).
Json global_subject(const Json& global);
// The wiki entry that subject is, from the same JSON: its category ("creatures", "materials", ...) and its slug,
// both null when the wiki has no entry of that name.
Json global_subject_category(const Json& global);
Json global_subject_slug(const Json& global);

}  // namespace snap
