// globals_filter.cc: /globals filter parameters -> GlobalsFilter -> SQL conditions over alias g.
#include "core/routes/globals/globals_filter.h"

#include <tuple>

#include "core/domain/global_types.h"
#include "core/problem.h"
#include "core/routes/globals/global_search.h"
#include "core/globals/name_search.h"
#include "core/tools/creature_resolution.h"

namespace snap {
namespace {

// Runs the search forward through the full-text index (its cheap direction) up to one past the cap.
void resolve_full_text_search(Database& db, GlobalsFilter& f) {
  Statement& rows = db.prepare("SELECT rowid FROM global_fts WHERE global_fts MATCH ?1 LIMIT ?2");
  rows.bind(1, *f.search).bind(2, kGlobalCountCap + 1);
  std::string ids;
  while (rows.step()) {
    ids += (ids.empty() ? "[" : ",") + std::to_string(rows.int64(0));
    ++f.search_matches;
  }
  if (f.search_matches <= kGlobalCountCap) f.search_ids = ids.empty() ? "[]" : ids + "]";
}

// A search past the cap that names one avatar or one subject: that filter stands in for it, paged by its index
// (with several names the search stays with global_fts, which pages the newest first).
void stand_in_one_name(GlobalsFilter& f, const NameMatch& names) {
  if (names.avatar_ids && names.avatar_ids->size() == 1 && !names.subjects) f.search_avatar_id = names.avatar_ids->front();
  else if (names.subjects && names.subjects->size() == 1 && !names.avatar_ids) f.search_subject = names.subjects->front();
  else return;
  f.search.reset();
}

// The globals of the names a search of name words matches (name_search.h), up to one past the cap, as
// resolve_full_text_search() finds them in global_fts.
void resolve_names_search(Database& db, GlobalsFilter& f, const NameMatch& names) {
  SqlBuilder sql;
  sql.sql = "SELECT g.id FROM global g WHERE 1";
  if (names.avatar_ids)
    sql.sql += " AND g.avatar_id IN (SELECT value FROM json_each(" + sql.placeholder(Json(*names.avatar_ids).dump()) +
               ")) AND g.is_team = 0";
  if (names.subjects)
    sql.sql += " AND g.subject IN (SELECT value FROM json_each(" + sql.placeholder(Json(*names.subjects).dump()) + "))";
  sql.sql += " LIMIT " + std::to_string(kGlobalCountCap + 1);
  Statement& rows = db.prepare_shaped(sql.sql);
  bind_all(rows, sql.values);
  Json ids = Json::array();
  while (rows.step()) ids.push_back(rows.int64(0));
  f.search_matches = static_cast<std::int64_t>(ids.size());
  if (f.search_matches <= kGlobalCountCap) f.search_ids = ids.dump();
  else stand_in_one_name(f, names);
}

// The search's matches up to one past the cap, or only that there are more: a lower bound from the subjects
// may say so at once; else the names its words name, if they all are name words; else global_fts.
void resolve_search(Database& db, GlobalsFilter& f, const std::string& text) {
  const auto words = name_search_words(db, global_search_words(text));
  if (!words) return resolve_full_text_search(db, f);
  const auto names = match_names(db, *words);
  if (matches_at_least(db, *words, kGlobalCountCap + 1) > kGlobalCountCap) {
    f.search_matches = kGlobalCountCap + 1;
    if (names) stand_in_one_name(f, *names);
    return;
  }
  if (names) return resolve_names_search(db, f, *names);
  resolve_full_text_search(db, f);
}

// The id of the avatar or team (`table`) with this slug, else with this name in any letter case (the exact
// spelling first, then the oldest).
std::optional<std::int64_t> owner_named(Database& db, const std::string& table, const std::string& name_or_slug) {
  Statement& row = db.prepare("SELECT id FROM " + table + " WHERE slug = ?1 OR name = ?1 COLLATE NOCASE"
                              " ORDER BY slug = ?1 DESC, name = ?1 DESC, id LIMIT 1");
  row.bind(1, name_or_slug);
  std::optional<std::int64_t> id;
  if (row.step()) id = row.int64(0);
  row.reset();
  return id;
}

// avatar and team: their ids; one that names no avatar or team matches nothing.
void read_owners(Database& db, const Params& params, GlobalsFilter& f) {
  for (const auto& [param, table, id] : {std::make_tuple("avatar", "avatar", &f.avatar_id),
                                         std::make_tuple("team", "team", &f.team_id)}) {
    const auto text = params.optional_text(param);
    if (!text) continue;
    *id = owner_named(db, table, *text);
    if (!*id) f.matches_nothing = true;
  }
}

void require_dates_in_order(const GlobalsFilter& f) {
  if (f.from && f.to && *f.from > *f.to)
    throw ApiError(Problem::bad_parameter("fromDate", "must not be after toDate",
                                          "fromDate (" + format_iso8601(*f.from) + ") is after toDate (" +
                                              format_iso8601(*f.to) + ")"));
}

// creatureName through the one resolver (core/tools/creature_resolution.h), as the tools read it: a species means
// every maturity of it, a maturity named with it (or a deposit or item named exactly) that one subject; a text that
// resolves to nothing matches only a subject spelled so.
void read_creature(Database& db, const Params& params, GlobalsFilter& f) {
  f.creature_id = params.optional_integer("creatureId");
  const auto name = params.optional_text("creatureName");
  if (!name) return;
  const auto resolved = resolve_creature(db, *name);
  if (!resolved || !resolved->creature_id) {
    f.subject = resolved ? resolved->name : *name;
    return;
  }
  if (f.creature_id && *f.creature_id != *resolved->creature_id) f.matches_nothing = true;
  f.creature_id = resolved->creature_id;
}

std::string flag_condition(const char* column, bool value) {
  return std::string(" AND g.") + column + (value ? " = 1" : " = 0");
}

}  // namespace

std::vector<ParamSpec> globals_filter_params() {
  return {ParamSpec::choice("type", global_type_names(), std::nullopt, "only globals of this type"),
          ParamSpec::text("creatureName",
                          "only globals naming this subject, resolved as every tool resolves a creature (typos, "
                          "case, a maturity after the name): a wiki creature means every maturity, one with its "
                          "maturity that one; else the exact creature, deposit or item name"),
          ParamSpec::integer("creatureId", std::nullopt, 1, std::nullopt, "only globals of this wiki creature id"),
          ParamSpec::boolean("isHof", std::nullopt, "only Hall of Fame globals (true) or only others (false)"),
          ParamSpec::boolean("isAth", std::nullopt, "only all-time-high globals (true) or only others (false)"),
          ParamSpec::boolean("isTeam", std::nullopt, "only team globals (true) or only others (false)"),
          ParamSpec::number("minValue", "only globals worth at least this many PED"),
          ParamSpec::number("maxValue", "only globals worth at most this many PED"),
          ParamSpec::date_time("fromDate", false, "only globals at or after this UTC date or date-time"),
          ParamSpec::date_time("toDate", true, "only globals at or before this UTC date-time (a date: its whole day)"),
          global_search_param(),
          ParamSpec::integer("afterId", std::nullopt, 0, std::nullopt,
                             "only globals with a larger id, oldest first (polling without overlap)"),
          ParamSpec::text("avatar", "only globals of this avatar, by its name (any letter case) or its slug; team "
                                    "globals that name it too. One that names no avatar matches nothing")
              .length(0, 200),
          ParamSpec::text("team", "only team globals of this team, by its name (any letter case) or its slug. One "
                                  "that names no team matches nothing")
              .length(0, 200)};
}

GlobalsFilter read_globals_filter(Database& db, const Params& params) {
  require_not_above(params, "minValue", "maxValue");
  GlobalsFilter f;
  f.type = params.optional_text("type");
  read_creature(db, params, f);
  f.is_hof = params.optional_boolean("isHof");
  f.is_ath = params.optional_boolean("isAth");
  f.is_team = params.optional_boolean("isTeam");
  f.min_value = params.optional_number("minValue");
  f.max_value = params.optional_number("maxValue");
  f.from = params.optional_integer("fromDate");
  f.to = params.optional_integer("toDate");
  require_dates_in_order(f);
  f.search = read_global_search(params);
  if (f.search) resolve_search(db, f, *params.optional_text("search"));
  f.after_id = params.optional_integer("afterId");
  read_owners(db, params, f);
  return f;
}

bool GlobalsFilter::is_empty() const {
  return !matches_nothing && !type && !creature_id && !subject && !is_hof && !is_ath && !is_team && !min_value &&
         !max_value && !from && !to && !search && !search_avatar_id && !search_subject && !after_id && !avatar_id &&
         !team_id && !planet;
}

bool GlobalsFilter::has_only_owner() const {
  if (avatar_id.has_value() == team_id.has_value()) return false;  // neither, or both
  GlobalsFilter rest = *this;
  rest.avatar_id.reset();
  rest.team_id.reset();
  rest.type.reset();
  return rest.is_empty();
}

bool GlobalsFilter::has_only_ranges() const {
  GlobalsFilter rest = *this;
  rest.min_value.reset();
  rest.max_value.reset();
  rest.from.reset();
  rest.to.reset();
  return rest.is_empty();
}

std::string globals_conditions(const GlobalsFilter& f, SqlBuilder& sql, ValueRangeAccess value_access) {
  std::string where;
  if (f.matches_nothing) where += " AND 0";
  if (f.type) where += " AND g.type = " + sql.placeholder(*f.type);
  if (f.creature_id) where += " AND g.creature_id = " + sql.placeholder(*f.creature_id);
  if (f.subject) where += " AND g.subject = " + sql.placeholder(*f.subject);
  // Literal 0/1, never bound: only a literal lets SQLite pick the partial indexes of 0006_globals.sql.
  if (f.is_hof) where += flag_condition("is_hof", *f.is_hof);
  if (f.is_ath) where += flag_condition("is_ath", *f.is_ath);
  if (f.is_team) where += flag_condition("is_team", *f.is_team);
  const char* value = value_access == ValueRangeAccess::Indexable ? " AND g.value" : " AND +g.value";
  if (f.min_value) where += value + std::string(" >= ") + sql.placeholder(*f.min_value);
  if (f.max_value) where += value + std::string(" <= ") + sql.placeholder(*f.max_value);
  if (f.from) where += " AND g.ts >= " + sql.placeholder(*f.from);
  if (f.to) where += " AND g.ts <= " + sql.placeholder(*f.to);
  if (f.search_ids)
    where += " AND g.id IN (SELECT value FROM json_each(" + sql.placeholder(*f.search_ids) + "))";
  else if (f.search)
    where += " AND g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH " + sql.placeholder(*f.search) + ")";
  if (f.search_avatar_id) where += " AND g.avatar_id = " + sql.placeholder(*f.search_avatar_id) + " AND g.is_team = 0";
  if (f.search_subject) where += " AND g.subject = " + sql.placeholder(*f.search_subject);
  if (f.after_id) where += " AND g.id > " + sql.placeholder(*f.after_id);
  if (f.avatar_id) where += " AND g.avatar_id = " + sql.placeholder(*f.avatar_id);
  if (f.team_id) where += " AND g.team_id = " + sql.placeholder(*f.team_id);
  if (f.planet) where += " AND g.planet = " + sql.placeholder(*f.planet) + " COLLATE NOCASE";
  return where;
}

}  // namespace snap
