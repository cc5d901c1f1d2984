// offset_paging.cc: the offset parameters, the requested slice with its overflow check, and the offset envelope.
#include "core/routes/shared/offset_paging.h"

#include <limits>

#include "core/problem.h"

namespace snap {
namespace {

constexpr const char* kOffsetName = "offset";
constexpr const char* kSizeName = "pageSize";

}  // namespace

OffsetPaging::OffsetPaging(std::int64_t default_size, std::int64_t max_size, const std::string& items)
    : default_size_(default_size),
      max_size_(max_size),
      size_description_(items + " per page, at most " + std::to_string(max_size)) {}

std::vector<ParamSpec> OffsetPaging::params() const {
  return {ParamSpec::integer(kOffsetName, 0, 0, std::nullopt, "items to skip, from 0"),
          ParamSpec::integer(kSizeName, default_size_, 1, max_size_, size_description_)};
}

OffsetPage OffsetPaging::page_of(const Params& params) const {
  OffsetPage page;
  page.offset = params.integer(kOffsetName);
  page.size = params.integer(kSizeName);
  if (page.offset > std::numeric_limits<std::int64_t>::max() - page.size)
    throw ApiError(Problem::bad_parameter(kOffsetName, "is too large", std::string(kOffsetName) + " is too large"));
  return page;
}

Json offset_envelope(Json items, std::int64_t total, const OffsetPage& page) {
  Json body = object_with_room(4);
  body["items"] = std::move(items);
  body["totalCount"] = total;
  body["offset"] = page.offset;
  body["pageSize"] = page.size;
  return body;
}

}  // namespace snap
