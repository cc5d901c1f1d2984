// offset_paging.h: offset-based lists (API.md "Event globals are offset-based"): `offset` (from 0) and
// `pageSize`, declared once per route as an OffsetPaging, which gives the route its parameters (and `pageNumber`,
// the page-numbered lists' spelling of the same slice) and reads the requested slice; and the offset envelope
// {"items","totalCount","offset","pageSize"}.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/params.h"

namespace snap {

// The slice's parameters: where it starts, and the page-numbered lists' spelling of the same (from 1).
inline constexpr const char* kOffsetName = "offset";
inline constexpr const char* kOffsetPageNumberName = "pageNumber";

struct OffsetPage {
  std::int64_t offset = 0;
  std::int64_t size = 10;
};

class OffsetPaging {
 public:
  // offset (default 0, at least 0) and pageSize (default_size, 1 to max_size): "<items> per page, at most <max>".
  OffsetPaging(std::int64_t default_size, std::int64_t max_size, const std::string& items);

  std::vector<ParamSpec> params() const;
  // The requested slice: from `offset`, or from `pageNumber` as (pageNumber - 1) × pageSize. Throws ApiError 400
  // naming both when the request gives both and they disagree.
  OffsetPage page_of(const Params& params) const;

 private:
  std::int64_t default_size_;
  std::int64_t max_size_;
  std::string size_description_;
};

// {"items":[...],"totalCount":N,"offset":O,"pageSize":S}
Json offset_envelope(Json items, std::int64_t total, const OffsetPage& page);

}  // namespace snap
