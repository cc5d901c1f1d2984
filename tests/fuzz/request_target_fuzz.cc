// request_target_fuzz.cc: a request target as snapedge reads it before any render: the path split and
// percent-decoded, matched against the route table, and the query parsed against the matched route's (or every
// route's) declared parameters. Refusals are ApiErrors (400 or 404); anything else escaping is a finding.
#include "core/params.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string target = snap::fuzz::text_of(data, size);
  const size_t mark = target.find('?');
  const std::string path = "/" + target.substr(0, mark);
  const std::string query = mark == std::string::npos ? "" : target.substr(mark + 1);
  snap::QueryPairs pairs;
  try {
    pairs = snap::parse_query_string(query);  // a malformed name or escape is a 400 naming it
    snap::PathArgs args;
    const snap::Route* route = snap::all_routes().match(snap::split_request_path(path), args);
    if (route) snap::parse_params(route->params, pairs);
  } catch (const snap::ApiError&) {
    return 0;
  }
  for (const snap::Route& route : snap::all_routes().routes()) {  // every validator, on the same query
    try {
      snap::parse_params(route.params, pairs);
    } catch (const snap::ApiError&) {
    }
  }
  return 0;
}
