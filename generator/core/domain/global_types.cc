// global_types.cc: the table of the eight global types and the avatar-globals `type` list parser.
#include "core/domain/global_types.h"

#include <strings.h>

namespace snap {
namespace {

using P = Profession;

// stored, key, points key, `type` list spelling (the description spells "Rare item" so; Tiered Item and PvP
// are not in the list), profession, profile rank.
constexpr std::array<GlobalTypeInfo, kGlobalTypeCount> kTypes = {{
    {GlobalType::Hunting, "Hunting", "hunting", "hunting", "Hunting", P::Valued, 0},
    {GlobalType::Mining, "Mining", "mining", "mining", "Mining", P::Valued, 1},
    {GlobalType::SpaceMining, "Space Mining", "spaceMining", "spaceMining", "Space Mining", P::Valued, 2},
    {GlobalType::Construction, "Construction", "construction", "construction", "Construction", P::Valued, 3},
    {GlobalType::Discovery, "Discovery", "discovery", "discovery", "Discovery", P::None, 5},
    {GlobalType::RareItem, "Rare Item", "rareItem", "rareItem", "Rare item", P::None, 4},
    {GlobalType::TieredItem, "Tiered Item", "tieredItem", "tiering", nullptr, P::None, 6},
    {GlobalType::Pvp, "PvP", "pvp", "pvp", nullptr, P::Spree, 7},
}};

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  return text;
}

// The type a list value names, or nullopt.
std::optional<GlobalType> listed_type(std::string_view value) {
  for (const GlobalTypeInfo& t : kTypes)
    if (t.list_value && value.size() == std::char_traits<char>::length(t.list_value) &&
        strncasecmp(value.data(), t.list_value, value.size()) == 0)
      return t.type;
  return std::nullopt;
}

}  // namespace

const std::array<GlobalTypeInfo, kGlobalTypeCount>& global_types() { return kTypes; }

const GlobalTypeInfo& global_type_info(GlobalType type) { return kTypes[static_cast<std::size_t>(type)]; }

std::optional<GlobalType> global_type_named(std::string_view stored) {
  for (const GlobalTypeInfo& t : kTypes)
    if (stored == t.stored) return t.type;
  return std::nullopt;
}

std::vector<std::string> global_type_names() {
  std::vector<std::string> names;
  for (const GlobalTypeInfo& t : kTypes) names.emplace_back(t.stored);
  return names;
}

bool is_profession(GlobalType type) { return global_type_info(type).profession != Profession::None; }

bool is_profile_profession(GlobalType type) { return global_type_info(type).profession == Profession::Valued; }

const std::array<GlobalType, kGlobalTypeCount>& profile_order() {
  static const std::array<GlobalType, kGlobalTypeCount> order = [] {
    std::array<GlobalType, kGlobalTypeCount> o{};
    for (const GlobalTypeInfo& t : kTypes) o[static_cast<std::size_t>(t.profile_rank)] = t.type;
    return o;
  }();
  return order;
}

int profile_rank_of(std::string_view stored) {
  const auto type = global_type_named(stored);
  return type ? global_type_info(*type).profile_rank : static_cast<int>(kGlobalTypeCount);
}

std::string type_list_values() {
  std::string values;
  for (GlobalType type : profile_order())
    if (const char* value = global_type_info(type).list_value) values += (values.empty() ? "" : ", ") + std::string(value);
  return values;
}

std::vector<std::string> parse_type_list(std::string_view text) {
  std::array<bool, kGlobalTypeCount> chosen{};
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string_view::npos) end = text.size();
    if (const auto type = listed_type(trimmed(text.substr(start, end - start))))
      chosen[static_cast<std::size_t>(*type)] = true;
    start = end + 1;
  }
  std::vector<std::string> types;
  for (GlobalType type : profile_order())
    if (chosen[static_cast<std::size_t>(type)]) types.emplace_back(global_type_info(type).stored);
  return types;
}

}  // namespace snap
