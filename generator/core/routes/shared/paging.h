// paging.h: the shared paged-list envelope and page arithmetic (API.md "Paged lists share one envelope").
#pragma once

#include <cstdint>

#include "core/json_bytes.h"
#include "core/params.h"

namespace snap {

struct Page {
  std::int64_t number = 1;  // 1-based
  std::int64_t size = 20;
  std::int64_t offset() const { return (number - 1) * size; }
};

// The page of a request whose parameters are named pageNumber / pageSize.
Page page_of(const Params& params, const char* number_name = "pageNumber", const char* size_name = "pageSize");

// ceil(total / size); 0 for an empty list.
std::int64_t total_pages(std::int64_t total, std::int64_t size);

// {"items":[...],"totalCount":N,"pageNumber":P,"pageSize":S,"totalPages":T}
Json paged_envelope(Json items, std::int64_t total, const Page& page);

}  // namespace snap
