// page_links.h: the RFC 8288 `Link` header of a paged answer (API.md "Paged lists"): where the answer sits in
// its list, read from its envelope, and relative first/prev/next/last targets in the route's own vocabulary, so
// one generic pager walks every list of the API. Bodies carry no URLs; this header is the only place they go.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/json_bytes.h"

namespace snap {

struct Route;

// Where a page sits in its list: page numbers or offsets (`at` is the one or the other), the page's size, the
// last page's number or offset when the total is exact, and whether rows remain after it.
struct ListPosition {
  bool by_offset = false;
  std::int64_t at = 1;
  std::int64_t size = 1;
  std::optional<std::int64_t> last;
  bool has_next = false;
};

// The position of `body`, the answer of `route`, when the route is paged (page_param or offset paging); nullopt
// for every other answer. A numbered list whose totalPages is null (a capped total) has a next page while its
// page is full.
std::optional<ListPosition> list_position(const Route& route, const Json& body);

// `<target>; rel="first", …` for the request `raw_path`?`raw_query`: each target is the request with its paging
// parameter (every spelling of it) replaced by the route's own name, written last; page 1 and offset 0 drop it.
// The other parameters stay as the request spelled them.
std::string page_link_header(const Route& route, std::string_view raw_path, std::string_view raw_query,
                             const ListPosition& position);

}  // namespace snap
