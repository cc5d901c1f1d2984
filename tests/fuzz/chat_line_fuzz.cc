// chat_line_fuzz.cc: a line of the game's chat log as `snapgen ingest` reads it: the line's parts, its HTML
// entities and, for a [Globals] line, the global it announces.
#include "snapgen/import/chat_line_parser.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string line = snap::fuzz::text_of(data, size);
  snap::parse_chat_line(line);
  snap::decode_html_entities(line);
  snap::parse_global_message(line);
  std::string why_not;
  snap::parse_global_line(line, &why_not);
  return 0;
}
