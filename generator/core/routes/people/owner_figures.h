// owner_figures.h: the headline figures of an avatar or team profile, read from owner_type_summary (one row
// per global type the owner has, with the best global of the type).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/answer_schema.h"
#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/model/owner_ref.h"

namespace snap {

struct TypeFigures {
  std::string type;  // stored spelling ("Rare Item")
  std::int64_t globals = 0, hofs = 0, aths = 0;
  std::optional<std::int64_t> cents;  // sum of values; none when no global of the type has a value
  std::int64_t first_at = 0, last_at = 0;
  std::int64_t best_id = 0, best_ts = 0;
  std::optional<std::int64_t> best_cents;
};

// The owner's types in profile order (global_types.h profile_order); empty for an owner without globals.
std::vector<TypeFigures> figures_by_type(Database& db, const OwnerRef& owner);

// How many globals of the given stored types (empty: of every type) the owner has.
std::int64_t globals_of_types(const std::vector<TypeFigures>& figures, const std::vector<std::string>& types);

// A sum of PED cents as the API writes PED.
Json ped(std::int64_t cents);

// totalGlobals, totalValue, largestGlobalValue/Type/Detail/Id, huntingGlobals .. constructionGlobals,
// huntingValue .. constructionValue, hofCount, athCount, appended to `out` in that order.
void put_headline_figures(Json& out, Database& db, const std::vector<TypeFigures>& figures);
// The keys put_headline_figures() writes, for a profile's schema::object.
std::vector<schema::Property> headline_figures_schema();

// firstGlobalAt, lastGlobalAt (null without globals).
void put_global_span(Json& out, const std::vector<TypeFigures>& figures);
// The keys put_global_span() writes.
std::vector<schema::Property> global_span_schema();

// {"hunting":n,"mining":n,"spaceMining":n,"construction":n}: globals per profession.
Json profession_counts(const std::vector<TypeFigures>& figures);
// The JSON Schema of profession_counts()'s object: {"$ref": ".../ProfessionCounts"}.
Json profession_counts_schema(AnswerSchemas& schemas);

}  // namespace snap
