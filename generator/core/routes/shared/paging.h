// paging.h: paged lists (API.md "Paged lists share one envelope"): how a route names and sizes its pages,
// declared once per route as a Paging, which gives the route its page parameters (the page number also under
// the API's other spelling of it) and reads the requested page; the page arithmetic, the shared envelope, and
// the sort direction's two spellings.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/params.h"

namespace snap {

// The largest page number (and offset) a list accepts, declared as every page parameter's maximum: a page past
// it is past every list this API holds, and page × size stays far inside 64 bits.
constexpr std::int64_t kMaxPageNumber = 2'147'483'647;

struct Page {
  std::int64_t number = 1;  // 1-based
  std::int64_t size = 20;
  std::int64_t offset() const { return (number - 1) * size; }
};

class Paging {
 public:
  // pageNumber (from 1) and pageSize (default_size, 1 to max_size), described as "<items> per page, at most <max>".
  static Paging sized(std::int64_t default_size, std::int64_t max_size, const std::string& items);
  // A page number only, named `number_name`: every page holds `size` (a pageSize is not declared, so like any
  // unknown parameter it is ignored); the description says so in the route's own words. Either way the page
  // number is also read as the API's other spelling (`page` for pageNumber, and back).
  static Paging fixed(std::int64_t size, std::string number_name, std::string number_description);
  // Renames the page-number parameter and rewords it (game health calls it "page").
  Paging& number(std::string name, std::string description);

  const std::string& number_name() const { return number_name_; }
  // The page parameters to declare: the page number, then the page size unless it is fixed.
  std::vector<ParamSpec> params() const;
  // The requested page (its bounds were checked when the parameters were parsed).
  Page page_of(const Params& params) const;

 private:
  Paging() = default;
  std::string number_name_ = "pageNumber";
  std::string number_description_ = "page to return, from 1";
  std::string size_description_;  // empty: the size is fixed at default_size_
  std::int64_t default_size_ = 20;
  std::int64_t max_size_ = 20;
};

// The sort-direction parameter `name` ("sortOrder" or "sortDir"), asc or desc, also read under the other name.
ParamSpec sort_direction(const std::string& name, const std::string& default_direction, std::string description);

// ceil(total / size); 0 for an empty list.
std::int64_t total_pages(std::int64_t total, std::int64_t size);

// {"items":[...],"totalCount":N,"pageNumber":P,"pageSize":S,"totalPages":T}
Json paged_envelope(Json items, std::int64_t total, const Page& page);

}  // namespace snap
