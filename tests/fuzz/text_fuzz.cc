// text_fuzz.cc: the small text readers every request or page goes through: Accept-Encoding, percent-decoding
// and the Markdown of the documentation page.
#include "core/text/markdown_html.h"
#include "core/text/percent_decode.h"
#include "edge/accept_encoding.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = snap::fuzz::text_of(data, size);
  snap::accepts_gzip(text);
  snap::percent_decode(text, true);
  snap::percent_decode(text, false);
  snap::markdown_to_html(text, 1, "doc-");
  return 0;
}
