// route_table.h: the table of every route, assembled from each family's add_*_routes(), and the matcher
// that maps a request path onto it. Nothing else in the project holds a list of URLs.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/route.h"

namespace snap {

// A family of routes as the documentation page presents them: a title, the document of templates/docs that
// explains them, and one request whose answer the page shows.
struct RouteFamily {
  std::string title;     // "Globals"
  std::string document;  // the slug of its document ("globals-endpoints")
  std::string example;   // a request target; a {capture} in it takes the first value snapgen writes files for
                         // ("/avatars/{slug}"); empty: the page shows no example
};

class RouteTable {
 public:
  // Routes added from now on belong to this family.
  void begin_family(RouteFamily family);
  // Adds a route declared with declare_route() (route.h), in the family begun last.
  void add(RouteBuilder declared);
  const std::vector<Route>& routes() const { return routes_; }
  const std::vector<RouteFamily>& families() const { return families_; }

  // The route whose pattern matches the decoded path segments, literal segments winning over captures;
  // fills `args`. nullptr when none matches (a capture that fails its shape does not match).
  const Route* match(const std::vector<std::string>& segments, PathArgs& args) const;

 private:
  std::vector<Route> routes_;
  std::vector<RouteFamily> families_;
  std::vector<std::vector<std::string>> pattern_segments_;  // routes_[i].pattern split at '/', once
};

// The table of the whole API, built once.
const RouteTable& all_routes();

// Splits a raw request path ("/weapons/sollomate-opalo") into percent-decoded segments. Throws ApiError 400
// for a malformed escape, NUL or invalid UTF-8. A trailing slash is ignored; empty inner segments are kept
// (and so match nothing).
std::vector<std::string> split_request_path(std::string_view raw_path);

// The JSON Schema of the values a {capture} named `capture` matches (ids digits, names free text, the rest
// slugs), for the OpenAPI document; the shape match() checks.
Json capture_schema(std::string_view capture);

// The path of a route with its captures filled in ("/weapons/{slug}" + slug -> "/weapons/sollomate-opalo").
std::string expand_pattern(const std::string& pattern, const PathArgs& args);

}  // namespace snap
