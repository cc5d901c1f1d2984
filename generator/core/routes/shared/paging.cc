// paging.cc: the page parameters, the requested page, the paged envelope and the sort direction's spellings.
#include "core/routes/shared/paging.h"

namespace snap {
namespace {

constexpr const char* kSizeName = "pageSize";

// The API's two spellings of a page number and of a sort direction (API.md "Paged lists"): each is read as
// the other.
std::string other_spelling(const std::string& name, const char* one, const char* other) {
  return name == one ? other : one;
}

}  // namespace

Paging Paging::sized(std::int64_t default_size, std::int64_t max_size, const std::string& items) {
  Paging paging;
  paging.default_size_ = default_size;
  paging.max_size_ = max_size;
  paging.size_description_ = items + " per page, at most " + std::to_string(max_size);
  return paging;
}

Paging Paging::fixed(std::int64_t size, std::string number_name, std::string number_description) {
  Paging paging;
  paging.number_name_ = std::move(number_name);
  paging.default_size_ = size;
  paging.max_size_ = size;
  paging.number_description_ = std::move(number_description);
  return paging;
}

Paging& Paging::number(std::string name, std::string description) {
  number_name_ = std::move(name);
  number_description_ = std::move(description);
  return *this;
}

std::vector<ParamSpec> Paging::params() const {
  std::vector<ParamSpec> specs = {ParamSpec::integer(number_name_, 1, 1, kMaxPageNumber, number_description_)
                                      .also_named(other_spelling(number_name_, "pageNumber", "page"))};
  if (!size_description_.empty())
    specs.push_back(ParamSpec::integer(kSizeName, default_size_, 1, max_size_, size_description_));
  return specs;
}

Page Paging::page_of(const Params& params) const {
  Page page;
  page.number = params.integer(number_name_);
  page.size = size_description_.empty() ? default_size_ : params.integer(kSizeName);
  return page;
}

ParamSpec sort_direction(const std::string& name, const std::string& default_direction, std::string description) {
  return ParamSpec::choice(name, {"asc", "desc"}, default_direction, std::move(description))
      .also_named(other_spelling(name, "sortOrder", "sortDir"));
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
