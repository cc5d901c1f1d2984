// global_types.h: the eight global types (shared/spec/api-description.md "Global"), the one place their names
// are written down: the stored name (the global table's CHECK, the import, /globals?type=), the JSON key, the
// spelling the avatar-globals `type` list accepts, the profession grouping of the per-profession summaries, and
// the order profiles list them in. Also the parser of that `type` list (api-description.md "Avatars and teams":
// comma-separated, unrecognised values dropped without error, all unrecognised -> no filter).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snap {

// In the spec's order, which is the order of the schema's CHECK and of the values /globals?type= accepts.
enum class GlobalType : std::uint8_t { Hunting, Mining, SpaceMining, Construction, Discovery, RareItem, TieredItem, Pvp };
constexpr std::size_t kGlobalTypeCount = 8;

// Which per-profession summaries a type counts in.
enum class Profession : std::uint8_t {
  None,    // rare items, discoveries, tiers: no per-profession field ("other" in activity-24h)
  Spree,   // PvP: top-24h, activity-24h, stats and the leaderboard boards; not profiles (sprees carry no value)
  Valued,  // hunting, mining, space mining, construction: every per-profession summary, profiles too
};

struct GlobalTypeInfo {
  GlobalType type;
  const char* stored;      // as the global table and the import write it, and /globals?type= takes it: "Rare Item"
  const char* key;         // camelCase JSON key: "rareItem"
  const char* points_key;  // its field in a standing's pointsByProfession (the points table says "tiering")
  const char* list_value;  // its spelling in the avatar-globals `type` list ("Rare item"); nullptr: not accepted
  Profession profession;
  int profile_rank;        // position in the order profiles list types in (rare items before discoveries)
};

// The eight, in GlobalType order.
const std::array<GlobalTypeInfo, kGlobalTypeCount>& global_types();
const GlobalTypeInfo& global_type_info(GlobalType type);

// The type stored as `stored` ("Space Mining"), or nullopt.
std::optional<GlobalType> global_type_named(std::string_view stored);

// The stored names, in GlobalType order (the values /globals?type= and the import accept).
std::vector<std::string> global_type_names();

// One of the five professions of top-24h, activity-24h, stats and the leaderboard boards.
bool is_profession(GlobalType type);
// One of the four professions of avatar and team profiles (per-profession globals and values).
bool is_profile_profession(GlobalType type);

// The eight in the order profiles list them: Hunting, Mining, Space Mining, Construction, Rare Item,
// Discovery, Tiered Item, PvP.
const std::array<GlobalType, kGlobalTypeCount>& profile_order();
// The profile rank of a stored type ("Rare Item": 4); kGlobalTypeCount for an unknown name.
int profile_rank_of(std::string_view stored);

// The accepted values of the avatar-globals `type` list, comma-separated ("Hunting, Mining, ... Rare item, ...").
std::string type_list_values();

// The stored types a `type` list selects, in profile order, each once. Accepted values: type_list_values(), in
// any letter case, with spaces around the commas ignored. Anything else is dropped; an empty result means
// "no filter".
std::vector<std::string> parse_type_list(std::string_view text);

}  // namespace snap
