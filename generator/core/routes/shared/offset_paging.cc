// offset_paging.cc: the offset parameters, the requested slice from an offset or a page number, and the offset
// envelope.
#include "core/routes/shared/offset_paging.h"

#include "core/problem.h"
#include "core/routes/shared/paging.h"

namespace snap {
namespace {

constexpr const char* kSizeName = "pageSize";

// Whether the request spelled `name` with a value (a defaulted offset is not a given one).
bool given(const Params& params, const std::string& name) {
  for (const auto& [spelled, value] : params.query())
    if (spelled == name && !value.empty()) return true;
  return false;
}

}  // namespace

OffsetPaging::OffsetPaging(std::int64_t default_size, std::int64_t max_size, const std::string& items)
    : default_size_(default_size),
      max_size_(max_size),
      size_description_(items + " per page, at most " + std::to_string(max_size)) {}

std::vector<ParamSpec> OffsetPaging::params() const {
  return {ParamSpec::integer(kOffsetName, 0, 0, kMaxPageNumber, "items to skip, from 0"),
          ParamSpec::integer(kSizeName, default_size_, 1, max_size_, size_description_),
          ParamSpec::integer(kOffsetPageNumberName, std::nullopt, 1, kMaxPageNumber,
                             "instead of offset: the page of pageSize items to return, from 1 (offset = "
                             "(pageNumber - 1) × pageSize); when both are given they must agree")};
}

OffsetPage OffsetPaging::page_of(const Params& params) const {
  OffsetPage page;
  page.offset = params.integer(kOffsetName);
  page.size = params.integer(kSizeName);
  if (const auto number = params.optional_integer(kOffsetPageNumberName)) {
    const std::int64_t from_number = (*number - 1) * page.size;
    if (given(params, kOffsetName) && from_number != page.offset) {
      Problem p = Problem::bad_parameter(
          kOffsetName, "disagrees with pageNumber",
          "offset " + std::to_string(page.offset) + " and pageNumber " + std::to_string(*number) + " (offset " +
              std::to_string(from_number) + " at pageSize " + std::to_string(page.size) +
              ") name different slices; give one");
      p.errors[kOffsetPageNumberName].push_back("disagrees with offset");
      throw ApiError(p);
    }
    page.offset = from_number;
  }
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
