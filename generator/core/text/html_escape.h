// html_escape.h: text made safe to place in HTML, between tags or inside a double-quoted attribute (the five
// characters HTML gives meaning: & < > " '). The documentation page and its Markdown use it for every piece of
// text they did not write themselves.
#pragma once

#include <string>
#include <string_view>

namespace snap {

std::string html_escape(std::string_view text);

}  // namespace snap
