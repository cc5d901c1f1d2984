// problem.h: every API error has one shape, RFC 9457 problem details. Problems are raised where they
// are found (parameter parsing, route lookup, a missing slug) as ApiError and turned into HTTP in one place.
#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace snap {

struct Problem {
  int status = 500;
  std::string detail;                                      // one sentence the caller can act on
  std::map<std::string, std::vector<std::string>> errors;  // parameter name -> what is wrong with it
  std::optional<int> retry_after_seconds;                  // 429 and 503: when to ask again
  std::vector<std::string> allow;                          // 405 only: the methods the resource accepts

  static Problem bad_parameter(const std::string& name, const std::string& why, const std::string& detail = "");
  static Problem bad_request(const std::string& detail);
  static Problem not_found(std::string_view kind, std::string_view key);  // "weapon 'opalo' was not found"
  // A tool argument whose name no entry of `kind` is close to: 404, the argument named in `errors`.
  static Problem unresolved(const std::string& argument, std::string_view kind, std::string_view asked);
  static Problem not_started(std::string_view avatar, std::string_view challenge);  // progress: 404, no progress
  static Problem no_route(std::string_view path);
  static Problem method_not_allowed(std::string_view method, std::vector<std::string> allow);
  static Problem too_many_requests(const std::string& detail, int retry_after_seconds);
  static Problem unavailable(const std::string& detail, int retry_after_seconds);
  static Problem internal();  // says nothing about internals; the detail goes to the log
};

// Thrown where a problem is found; caught once per program (edge dispatch, snapgen main).
class ApiError : public std::runtime_error {
 public:
  explicit ApiError(Problem problem);
  const Problem& problem() const { return problem_; }

 private:
  Problem problem_;
};

// The standard reason phrase of an HTTP status ("Bad Request" for 400).
const char* status_title(int status);

// The only writer of application/problem+json bodies.
std::string problem_json(const Problem& problem);

}  // namespace snap
