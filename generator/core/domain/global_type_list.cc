// global_type_list.cc: the global types and the avatar-globals `type` list parser.
#include "core/domain/global_type_list.h"

#include <strings.h>

namespace snap {
namespace {

// What the `type` list accepts (the description spells "Rare item" so); Tiered Item and PvP are not in it.
const char* const kFilterValues[][2] = {{"Hunting", "Hunting"},           {"Mining", "Mining"},
                                        {"Space Mining", "Space Mining"}, {"Construction", "Construction"},
                                        {"Rare item", "Rare Item"},       {"Discovery", "Discovery"}};

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

// The stored type a list value names, or nullptr.
const char* stored_type_of(std::string_view value) {
  for (const auto& [accepted, stored] : kFilterValues)
    if (value.size() == std::char_traits<char>::length(accepted) &&
        strncasecmp(value.data(), accepted, value.size()) == 0)
      return stored;
  return nullptr;
}

}  // namespace

const std::vector<GlobalType>& global_types() {
  static const std::vector<GlobalType> types = {
      {"Hunting", "hunting"},     {"Mining", "mining"},         {"Space Mining", "spaceMining"},
      {"Construction", "construction"}, {"Rare Item", "rareItem"}, {"Discovery", "discovery"},
      {"Tiered Item", "tieredItem"},    {"PvP", "pvp"}};
  return types;
}

std::optional<size_t> global_type_index(std::string_view stored) {
  const auto& types = global_types();
  for (size_t i = 0; i < types.size(); ++i)
    if (stored == types[i].stored) return i;
  return std::nullopt;
}

std::vector<std::string> parse_type_list(std::string_view text) {
  std::vector<bool> chosen(global_types().size(), false);
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    if (const char* stored = stored_type_of(trimmed(text.substr(start, end - start))))
      chosen[*global_type_index(stored)] = true;
    start = end + 1;
  }
  std::vector<std::string> types;
  for (size_t i = 0; i < chosen.size(); ++i)
    if (chosen[i]) types.emplace_back(global_types()[i].stored);
  return types;
}

}  // namespace snap
