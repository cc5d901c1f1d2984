// paging.h: paged lists (API.md "Paged lists share one envelope"): how a route names and sizes its pages,
// declared once per route as a Paging, which gives the route its page parameters and reads the requested page
// with the one overflow check; the page arithmetic and the shared envelope.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/params.h"

namespace snap {

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
  // unknown parameter it is ignored); the description says so in the route's own words.
  static Paging fixed(std::int64_t size, std::string number_name, std::string number_description);
  // Renames the page-number parameter and rewords it (game health calls it "page").
  Paging& number(std::string name, std::string description);

  const std::string& number_name() const { return number_name_; }
  // The page parameters to declare: the page number, then the page size unless it is fixed.
  std::vector<ParamSpec> params() const;
  // The requested page. Throws ApiError 400 naming the page-number parameter ("is too large") when
  // page × size passes int64, so offset() and offset() + size never overflow.
  Page page_of(const Params& params) const;

 private:
  Paging() = default;
  std::string number_name_ = "pageNumber";
  std::string number_description_ = "page to return, from 1";
  std::string size_description_;  // empty: the size is fixed at default_size_
  std::int64_t default_size_ = 20;
  std::int64_t max_size_ = 20;
};

// ceil(total / size); 0 for an empty list.
std::int64_t total_pages(std::int64_t total, std::int64_t size);

// {"items":[...],"totalCount":N,"pageNumber":P,"pageSize":S,"totalPages":T}
Json paged_envelope(Json items, std::int64_t total, const Page& page);

}  // namespace snap
