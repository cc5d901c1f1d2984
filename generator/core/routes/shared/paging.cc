// paging.cc: page arithmetic and the paged envelope.
#include "core/routes/shared/paging.h"

#include <limits>

#include "core/problem.h"

namespace snap {

Page page_of(const Params& params, const char* number_name, const char* size_name) {
  Page page;
  page.number = params.integer(number_name);
  page.size = params.integer(size_name);
  if (page.number - 1 > std::numeric_limits<std::int64_t>::max() / page.size)
    throw ApiError(Problem::bad_parameter(number_name, "is too large", std::string(number_name) + " is too large"));
  return page;
}

std::int64_t total_pages(std::int64_t total, std::int64_t size) { return size <= 0 ? 0 : (total + size - 1) / size; }

Json paged_envelope(Json items, std::int64_t total, const Page& page) {
  Json body = object_with_room(6);  // the five below and a route's own extra field (totalCountExact)
  body["items"] = std::move(items);
  body["totalCount"] = total;
  body["pageNumber"] = page.number;
  body["pageSize"] = page.size;
  body["totalPages"] = total_pages(total, page.size);
  return body;
}

}  // namespace snap
