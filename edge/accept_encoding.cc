// accept_encoding.cc: a small parser of the coding list "gzip;q=0.8, br, *;q=0".
#include "edge/accept_encoding.h"

#include <cctype>
#include <cstdlib>
#include <string>

namespace snap {
namespace {

std::string_view trimmed(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
  return text;
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

// The q-value of one list member's parameters ("q=0.5"); 1 without one, 0 when malformed.
double q_value(std::string_view parameters) {
  while (!parameters.empty()) {
    const size_t semicolon = parameters.find(';');
    const std::string_view parameter = trimmed(parameters.substr(0, semicolon));
    if (parameter.size() > 2 && (parameter[0] == 'q' || parameter[0] == 'Q') && parameter[1] == '=') {
      const std::string number(parameter.substr(2));
      char* end = nullptr;
      const double q = std::strtod(number.c_str(), &end);
      return (end && *end == '\0' && q >= 0 && q <= 1) ? q : 0;
    }
    if (semicolon == std::string_view::npos) break;
    parameters.remove_prefix(semicolon + 1);
  }
  return 1;
}

}  // namespace

bool accepts_gzip(std::string_view accept_encoding) {
  int gzip = -1, any = -1;  // -1 unnamed, 0 refused, 1 accepted
  while (!accept_encoding.empty()) {
    const size_t comma = accept_encoding.find(',');
    const std::string_view member = accept_encoding.substr(0, comma);
    const size_t semicolon = member.find(';');
    const std::string_view coding = trimmed(member.substr(0, semicolon));
    const int accepted = q_value(semicolon == std::string_view::npos ? "" : member.substr(semicolon + 1)) > 0;
    if (iequals(coding, "gzip") || iequals(coding, "x-gzip")) gzip = accepted;
    else if (coding == "*") any = accepted;
    if (comma == std::string_view::npos) break;
    accept_encoding.remove_prefix(comma + 1);
  }
  return gzip >= 0 ? gzip == 1 : any == 1;
}

}  // namespace snap
