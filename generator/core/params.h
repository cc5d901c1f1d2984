// params.h: typed query parameters. A route declares its ParamSpecs once; parse_params() turns a request's
// query into validated values, and every 400 about a single parameter is raised here, naming it.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace snap {

enum class ParamType { Integer, Number, Boolean, Text, Choice, DateTime };

// What an out-of-range number does: a 400 (the rule everywhere), or fall back to the default
// (the few places the description says so, e.g. /search limit).
enum class OutOfRange { Reject, UseDefault };

struct ParamSpec {
  std::string name;
  ParamType type = ParamType::Text;
  std::string description;
  std::optional<std::string> default_value;  // written as a request would write it
  std::vector<std::string> choices;          // Choice: the canonical spellings, matched case-insensitively
  std::optional<double> min, max;            // Integer and Number bounds, inclusive
  OutOfRange out_of_range = OutOfRange::Reject;
  bool end_of_day = false;                   // DateTime: a date-only value means the day's last second
  std::vector<std::string> aliases;          // the API's other spellings of this parameter (API.md: `page` for
                                             // pageNumber, `sortDir` for sortOrder), read as the same parameter
  std::optional<size_t> min_length, max_length;  // Text: bounds on its length in characters, inclusive
  bool required = false;                     // a request without it is a 400

  static ParamSpec integer(std::string name, std::optional<std::int64_t> default_value,
                           std::optional<std::int64_t> min, std::optional<std::int64_t> max, std::string description);
  static ParamSpec number(std::string name, std::string description);
  static ParamSpec boolean(std::string name, std::optional<bool> default_value, std::string description);
  static ParamSpec text(std::string name, std::string description);
  static ParamSpec choice(std::string name, std::vector<std::string> choices, std::optional<std::string> default_value,
                          std::string description);
  static ParamSpec date_time(std::string name, bool end_of_day, std::string description);
  ParamSpec& clamp_to_default() {
    out_of_range = OutOfRange::UseDefault;
    return *this;
  }
  ParamSpec& also_named(std::string alias) {
    aliases.push_back(std::move(alias));
    return *this;
  }
  ParamSpec& length(size_t min_characters, size_t max_characters) {
    min_length = min_characters;
    max_length = max_characters;
    return *this;
  }
  ParamSpec& require() {
    required = true;
    return *this;
  }
};

using ParamValue = std::variant<std::monostate, std::int64_t, double, bool, std::string>;

// The query as decoded name/value pairs, in request order.
using QueryPairs = std::vector<std::pair<std::string, std::string>>;

class Params {
 public:
  bool has(const std::string& name) const;  // a value, given or defaulted
  std::int64_t integer(const std::string& name) const;
  double number(const std::string& name) const;
  bool boolean(const std::string& name) const;
  const std::string& text(const std::string& name) const;
  std::optional<std::int64_t> optional_integer(const std::string& name) const;
  std::optional<double> optional_number(const std::string& name) const;
  std::optional<bool> optional_boolean(const std::string& name) const;
  std::optional<std::string> optional_text(const std::string& name) const;

  // True when every parameter but `except` holds its default: such a request can be answered from a snapshot.
  bool all_default_except(const std::string& except) const;

  void set(const std::string& name, ParamValue value) { values_[name] = std::move(value); }
  void set_default(const std::string& name, ParamValue value) { defaults_[name] = std::move(value); }

  // The query as the request gave it, declared names or not: tools read their own arguments from it.
  const QueryPairs& query() const { return query_; }

 private:
  friend Params parse_params(const std::vector<ParamSpec>& specs, const QueryPairs& query);
  const ParamValue& value(const std::string& name) const;
  std::map<std::string, ParamValue> values_;
  std::map<std::string, ParamValue> defaults_;
  QueryPairs query_;
};

// Validates `query` against `specs`. Unknown names are ignored (API.md), the first occurrence of a repeated
// name wins, an empty value counts as absent. A spec's aliases are read as its name; two spellings given with
// different values are a 400 naming both. Throws ApiError 400 naming the parameter.
Params parse_params(const std::vector<ParamSpec>& specs, const QueryPairs& query);

// One value of `spec` from its text, as parse_params reads it (out-of-range rules included). Throws ApiError 400
// naming the parameter.
ParamValue parse_param_value(const ParamSpec& spec, const std::string& text);

// Splits and percent-decodes a raw query string ("a=1&b=x%20y"; '+' is a space). Throws ApiError 400 for a
// malformed escape, a NUL byte or invalid UTF-8, naming the parameter when only its value holds one.
QueryPairs parse_query_string(std::string_view raw);

// Cross-parameter rule shared by every min/max pair: 400 when both are given and min > max.
void require_not_above(const Params& params, const std::string& min_name, const std::string& max_name);

}  // namespace snap
