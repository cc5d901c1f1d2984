// page_links.cc: a paged answer's position from its envelope, and its Link header.
#include "core/routes/shared/page_links.h"

#include <algorithm>
#include <vector>

#include "core/route.h"
#include "core/routes/shared/offset_paging.h"
#include "core/text/percent_decode.h"

namespace snap {
namespace {


std::int64_t member_or(const Json& body, const char* name, std::int64_t fallback) {
  const auto it = body.find(name);
  return it != body.end() && it->is_number_integer() ? it->get<std::int64_t>() : fallback;
}

size_t items_on_page(const Json& body) {
  for (const char* name : {"items", "entries"}) {
    const auto it = body.find(name);
    if (it != body.end()) return array_length(*it);  // a page of globals is a raw fragment (json_bytes.h)
  }
  return 0;
}

// The names a request may spell the route's paging parameter with: the route's own and its aliases.
std::vector<std::string> paging_spellings(const Route& route) {
  if (route.offset_paged) return {kOffsetName, kOffsetPageNumberName};
  std::vector<std::string> names{route.page_param};
  for (const ParamSpec& spec : route.params)
    if (spec.name == route.page_param) names.insert(names.end(), spec.aliases.begin(), spec.aliases.end());
  return names;
}

}  // namespace

std::optional<ListPosition> list_position(const Route& route, const Json& body) {
  if ((route.page_param.empty() && !route.offset_paged) || !body.is_object()) return std::nullopt;
  ListPosition position;
  position.size = std::max<std::int64_t>(1, member_or(body, "pageSize", 1));
  if (route.offset_paged) {
    position.by_offset = true;
    position.at = member_or(body, kOffsetName, 0);
    const std::int64_t total = member_or(body, "totalCount", 0);
    position.last = total == 0 ? 0 : (total - 1) / position.size * position.size;
    position.has_next = position.at + position.size < total;
    return position;
  }
  position.at = member_or(body, "pageNumber", member_or(body, "page", 1));
  const auto pages = body.find("totalPages");
  if (pages != body.end() && pages->is_number_integer()) {
    position.last = std::max<std::int64_t>(1, pages->get<std::int64_t>());
    position.has_next = position.at < *position.last;
  } else {
    position.has_next = items_on_page(body) >= static_cast<size_t>(position.size);
  }
  return position;
}

std::string page_link_header(const Route& route, std::string_view raw_path, std::string_view raw_query,
                             const ListPosition& position) {
  const std::vector<std::string> spellings = paging_spellings(route);
  std::string kept;  // the request's other parameters, as it spelled them
  size_t start = 0;
  while (start <= raw_query.size()) {
    size_t end = raw_query.find('&', start);
    if (end == std::string_view::npos) end = raw_query.size();
    const std::string_view part = raw_query.substr(start, end - start);
    const auto name = percent_decode(part.substr(0, part.find('=')), true);
    if (!part.empty() && !(name && std::find(spellings.begin(), spellings.end(), *name) != spellings.end()))
      kept += (kept.empty() ? "" : "&") + std::string(part);
    start = end + 1;
  }
  const std::string own_name = position.by_offset ? kOffsetName : route.page_param;
  const std::int64_t origin = position.by_offset ? 0 : 1;
  const auto target = [&](std::int64_t at) {
    std::string query = kept;
    if (at != origin) query += (query.empty() ? "" : "&") + own_name + "=" + std::to_string(at);
    return "<" + std::string(raw_path) + (query.empty() ? "" : "?" + query) + ">";
  };
  const std::int64_t step = position.by_offset ? position.size : 1;
  std::string header = target(origin) + "; rel=\"first\"";
  if (position.at > origin) header += ", " + target(std::max(origin, position.at - step)) + "; rel=\"prev\"";
  if (position.has_next) header += ", " + target(position.at + step) + "; rel=\"next\"";
  if (position.last) header += ", " + target(*position.last) + "; rel=\"last\"";
  return header;
}

}  // namespace snap
