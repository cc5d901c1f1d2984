// params.cc: parsing of query values, one small function per type, each raising the 400 that names it.
#include "core/params.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <sstream>
#include <strings.h>

#include "core/clock.h"
#include "core/problem.h"
#include "core/text/percent_decode.h"
#include "core/text/utf8.h"

namespace snap {
namespace {

std::string format_bound(double v) {
  std::ostringstream out;
  out << v;
  return out.str();
}

// Digits with an optional leading '-', of any length.
bool is_integer_shaped(const std::string& text) {
  const size_t i = !text.empty() && text[0] == '-' ? 1 : 0;
  if (i == text.size()) return false;
  for (size_t j = i; j < text.size(); ++j)
    if (text[j] < '0' || text[j] > '9') return false;
  return true;
}

// An integer-shaped text within 64 bits; no spaces, no '+', no fraction.
std::optional<std::int64_t> parse_integer_text(const std::string& text) {
  if (!is_integer_shaped(text) || text.size() > 20) return std::nullopt;
  errno = 0;
  const long long v = std::strtoll(text.c_str(), nullptr, 10);
  if (errno == ERANGE) return std::nullopt;
  return v;
}

// A finite decimal number ("12", "-3.5", "1e3"); hex, inf and nan are refused.
std::optional<double> parse_number_text(const std::string& text) {
  if (text.empty() || text.size() > 64) return std::nullopt;
  for (char c : text)
    if (!((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E')) return std::nullopt;
  char* end = nullptr;
  errno = 0;
  const double v = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(v)) return std::nullopt;
  return v;
}

// true/false/1/0 in any case.
std::optional<bool> parse_boolean_text(const std::string& text) {
  if (strcasecmp(text.c_str(), "true") == 0 || text == "1") return true;
  if (strcasecmp(text.c_str(), "false") == 0 || text == "0") return false;
  return std::nullopt;
}

void check_bounds(const ParamSpec& spec, double v) {
  if ((spec.min && v < *spec.min) || (spec.max && v > *spec.max)) {
    std::string why;
    if (spec.min && spec.max)
      why = "must be between " + format_bound(*spec.min) + " and " + format_bound(*spec.max);
    else if (spec.min)
      why = "must be at least " + format_bound(*spec.min);
    else
      why = "must be at most " + format_bound(*spec.max);
    throw ApiError(Problem::bad_parameter(spec.name, why, spec.name + " " + why + ", got " + format_bound(v)));
  }
}

void check_length(const ParamSpec& spec, const std::string& text) {
  const size_t length = utf8_length(text);
  if (spec.min_length && length < *spec.min_length)
    throw ApiError(Problem::bad_parameter(spec.name, "must be at least " + std::to_string(*spec.min_length) +
                                                         " characters"));
  if (spec.max_length && length > *spec.max_length)
    throw ApiError(Problem::bad_parameter(spec.name, "must be at most " + std::to_string(*spec.max_length) +
                                                         " characters"));
}

bool in_bounds(const ParamSpec& spec, double v) { return !((spec.min && v < *spec.min) || (spec.max && v > *spec.max)); }

[[noreturn]] void malformed(const ParamSpec& spec, const std::string& text, const std::string& expected) {
  throw ApiError(Problem::bad_parameter(spec.name, "must be " + expected,
                                        spec.name + " must be " + expected + ", got '" + text + "'"));
}

ParamValue parse_choice(const ParamSpec& spec, const std::string& text) {
  for (const std::string& choice : spec.choices)
    if (strcasecmp(choice.c_str(), text.c_str()) == 0) return choice;
  std::string list;
  for (const std::string& choice : spec.choices) list += (list.empty() ? "" : ", ") + choice;
  throw ApiError(Problem::bad_parameter(spec.name, "must be one of: " + list,
                                        spec.name + " '" + text + "' is not recognised; accepted values: " + list));
}

ParamValue parse_date_time(const ParamSpec& spec, const std::string& text) {
  if (auto day = parse_iso_date(text)) return *day + (spec.end_of_day ? 86399 : 0);
  if (auto t = parse_iso8601_utc(text)) return *t;
  malformed(spec, text, "a date (YYYY-MM-DD) or UTC date-time (YYYY-MM-DDTHH:MM:SSZ)");
}

// Parses one value, raising the 400 that names the parameter.
ParamValue parse_value(const ParamSpec& spec, const std::string& text) {
  switch (spec.type) {
    case ParamType::Integer: {
      auto v = parse_integer_text(text);
      if (!v) malformed(spec, text, "a whole number");
      check_bounds(spec, static_cast<double>(*v));
      return *v;
    }
    case ParamType::Number: {
      auto v = parse_number_text(text);
      if (!v) malformed(spec, text, "a number");
      check_bounds(spec, *v);
      return *v;
    }
    case ParamType::Boolean: {
      auto v = parse_boolean_text(text);
      if (!v) malformed(spec, text, "true, false, 1 or 0");
      return *v;
    }
    case ParamType::Choice: return parse_choice(spec, text);
    case ParamType::DateTime: return parse_date_time(spec, text);
    case ParamType::Text: check_length(spec, text); return text;
  }
  return std::monostate{};
}

// A value that is well formed but out of range falls back to the default when the spec says so.
ParamValue parse_with_fallback(const ParamSpec& spec, const std::string& text, const ParamValue& fallback) {
  if (spec.out_of_range == OutOfRange::UseDefault && spec.type == ParamType::Integer) {
    if (!is_integer_shaped(text)) malformed(spec, text, "a whole number");
    const auto v = parse_integer_text(text);  // beyond 64 bits is out of range too
    return v && in_bounds(spec, static_cast<double>(*v)) ? ParamValue(*v) : fallback;
  }
  return parse_value(spec, text);
}

// The value of `spec` from the first occurrence of each of its spellings (name and aliases): the one given, or
// `fallback` when none is. Spellings that disagree are a 400 naming both.
ParamValue spelled_value(const ParamSpec& spec, const QueryPairs& query, const ParamValue& fallback) {
  std::optional<ParamValue> value;
  std::string spelled_as;
  std::vector<std::string> spellings = spec.aliases;
  spellings.insert(spellings.begin(), spec.name);
  for (const std::string& spelling : spellings) {
    for (const auto& [name, text] : query) {
      if (name != spelling) continue;
      if (text.empty()) break;  // an empty value counts as absent
      ParamValue v;
      if (spelling == spec.name) {
        v = parse_with_fallback(spec, text, fallback);
      } else {
        ParamSpec as_given = spec;
        as_given.name = spelling;  // a 400 about the value names the spelling the request used
        v = parse_with_fallback(as_given, text, fallback);
      }
      if (value && *value != v) {
        Problem p = Problem::bad_parameter(
            spelled_as, "disagrees with " + spelling + ", which names the same parameter",
            spelled_as + " and " + spelling + " are two spellings of one parameter and were given different values; "
                                              "give one");
        p.errors[spelling].push_back("disagrees with " + spelled_as + ", which names the same parameter");
        throw ApiError(p);
      }
      if (!value) spelled_as = spelling;
      value = std::move(v);
      break;  // the first occurrence of a spelling wins
    }
  }
  return value ? *value : fallback;
}

ParamSpec base_spec(std::string name, ParamType type, std::string description) {
  ParamSpec s;
  s.name = std::move(name);
  s.type = type;
  s.description = std::move(description);
  return s;
}

}  // namespace

ParamSpec ParamSpec::integer(std::string name, std::optional<std::int64_t> default_value,
                             std::optional<std::int64_t> min, std::optional<std::int64_t> max,
                             std::string description) {
  ParamSpec s = base_spec(std::move(name), ParamType::Integer, std::move(description));
  if (default_value) s.default_value = std::to_string(*default_value);
  if (min) s.min = static_cast<double>(*min);
  if (max) s.max = static_cast<double>(*max);
  return s;
}

ParamSpec ParamSpec::number(std::string name, std::string description) {
  ParamSpec s = base_spec(std::move(name), ParamType::Number, std::move(description));
  return s;
}

ParamSpec ParamSpec::boolean(std::string name, std::optional<bool> default_value, std::string description) {
  ParamSpec s = base_spec(std::move(name), ParamType::Boolean, std::move(description));
  if (default_value) s.default_value = *default_value ? "true" : "false";
  return s;
}

ParamSpec ParamSpec::text(std::string name, std::string description) {
  ParamSpec s = base_spec(std::move(name), ParamType::Text, std::move(description));
  return s;
}

ParamSpec ParamSpec::choice(std::string name, std::vector<std::string> choices,
                            std::optional<std::string> default_value, std::string description) {
  ParamSpec s = base_spec(std::move(name), ParamType::Choice, std::move(description));
  s.choices = std::move(choices);
  s.default_value = std::move(default_value);
  return s;
}

ParamSpec ParamSpec::date_time(std::string name, bool end_of_day, std::string description) {
  ParamSpec s = base_spec(std::move(name), ParamType::DateTime, std::move(description));
  s.end_of_day = end_of_day;
  return s;
}

const ParamValue& Params::value(const std::string& name) const {
  static const ParamValue kNone;
  auto it = values_.find(name);
  return it == values_.end() ? kNone : it->second;
}

bool Params::has(const std::string& name) const { return !std::holds_alternative<std::monostate>(value(name)); }

std::int64_t Params::integer(const std::string& name) const { return std::get<std::int64_t>(value(name)); }
double Params::number(const std::string& name) const { return std::get<double>(value(name)); }
bool Params::boolean(const std::string& name) const { return std::get<bool>(value(name)); }
const std::string& Params::text(const std::string& name) const { return std::get<std::string>(value(name)); }

std::optional<std::int64_t> Params::optional_integer(const std::string& name) const {
  if (!has(name)) return std::nullopt;
  return integer(name);
}
std::optional<double> Params::optional_number(const std::string& name) const {
  if (!has(name)) return std::nullopt;
  return number(name);
}
std::optional<bool> Params::optional_boolean(const std::string& name) const {
  if (!has(name)) return std::nullopt;
  return boolean(name);
}
std::optional<std::string> Params::optional_text(const std::string& name) const {
  if (!has(name)) return std::nullopt;
  return text(name);
}

bool Params::all_default_except(const std::string& except) const {
  for (const auto& [name, v] : values_) {
    if (name == except) continue;
    auto d = defaults_.find(name);
    if (d == defaults_.end() ? !std::holds_alternative<std::monostate>(v) : d->second != v) return false;
  }
  return true;
}

ParamValue parse_param_value(const ParamSpec& spec, const std::string& text) {
  ParamValue fallback;
  if (spec.default_value) fallback = parse_value(spec, *spec.default_value);
  return parse_with_fallback(spec, text, fallback);
}

Params parse_params(const std::vector<ParamSpec>& specs, const QueryPairs& query) {
  Params params;
  params.query_ = query;
  for (const ParamSpec& spec : specs) {
    ParamValue fallback;
    if (spec.default_value) fallback = parse_value(spec, *spec.default_value);
    params.set_default(spec.name, fallback);
    ParamValue v = spelled_value(spec, query, fallback);
    if (spec.required && std::holds_alternative<std::monostate>(v))
      throw ApiError(Problem::bad_parameter(spec.name, "is required"));
    params.set(spec.name, std::move(v));
  }
  return params;
}

QueryPairs parse_query_string(std::string_view raw) {
  QueryPairs pairs;
  size_t start = 0;
  while (start <= raw.size()) {
    size_t end = raw.find('&', start);
    if (end == std::string_view::npos) end = raw.size();
    const std::string_view part = raw.substr(start, end - start);
    if (!part.empty()) {
      const size_t eq = part.find('=');
      const std::string_view name = part.substr(0, eq);
      const std::string_view value = eq == std::string_view::npos ? std::string_view() : part.substr(eq + 1);
      auto decoded_name = percent_decode(name, true);
      auto decoded_value = percent_decode(value, true);
      if (!decoded_name)
        throw ApiError(Problem::bad_request("the query string holds a malformed escape, a NUL byte or invalid UTF-8"));
      if (!decoded_value)
        throw ApiError(Problem::bad_parameter(*decoded_name, "holds a malformed escape, a NUL byte or invalid UTF-8"));
      pairs.emplace_back(std::move(*decoded_name), std::move(*decoded_value));
    }
    start = end + 1;
  }
  return pairs;
}

void require_not_above(const Params& params, const std::string& min_name, const std::string& max_name) {
  const auto lo = params.optional_number(min_name), hi = params.optional_number(max_name);
  if (lo && hi && *lo > *hi) {
    Problem p = Problem::bad_parameter(min_name, "must not exceed " + max_name,
                                       min_name + " (" + format_bound(*lo) + ") is greater than " + max_name + " (" +
                                           format_bound(*hi) + ")");
    throw ApiError(p);
  }
}

}  // namespace snap
