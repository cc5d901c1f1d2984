// global_type_list.h: the eight global types in the order profiles list them, with the JSON key of each,
// and the `type` list of /avatars/{slug}/globals (api-description.md "Avatars and teams": comma-separated,
// unrecognised values dropped without error, all unrecognised -> no filter).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace snap {

struct GlobalType {
  const char* stored;  // as the global table writes it: "Space Mining", "Rare Item"
  const char* key;     // its camelCase JSON key: "spaceMining", "rareItem"
};

// Hunting, Mining, Space Mining, Construction, Rare Item, Discovery, Tiered Item, PvP.
const std::vector<GlobalType>& global_types();

// The index of a stored type in global_types(), or nullopt.
std::optional<size_t> global_type_index(std::string_view stored);

// The stored types a `type` list selects, in global_types() order, each once. Accepted values: Hunting,
// Mining, Space Mining, Construction, Rare item, Discovery, in any letter case, with spaces around the commas
// ignored. Anything else is dropped; an empty result means "no filter".
std::vector<std::string> parse_type_list(std::string_view text);

}  // namespace snap
