// exposition.h: the pieces of Prometheus' text exposition format (version 0.0.4) every /metrics writer uses:
// a metric's HELP and TYPE lines, a quoted label value, and a sample's number.
#pragma once

#include <string>
#include <string_view>

namespace snap {

// "# HELP name help" and "# TYPE name type", once per metric name, before its samples.
void metric_header(std::string& out, const char* name, const char* type, const char* help);

// A label value as the format quotes it: backslash, double quote and line feed escaped.
std::string label_value(std::string_view text);

// A number as the format writes it: integers without a fraction, others with up to 9 digits.
std::string metric_number(double value);

}  // namespace snap
