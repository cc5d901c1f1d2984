// record_reader.h: reads an import file as JSON Lines, one object per line, keeping line numbers so every
// error can say FILE:LINE. Blank lines are skipped (but counted); CRLF line ends and a UTF-8 BOM are accepted.
#pragma once

#include <fstream>
#include <optional>
#include <string>

#include "core/json_bytes.h"

namespace snap {

class JsonLinesReader {
 public:
  explicit JsonLinesReader(const std::string& path);  // throws ImportError when the file cannot be opened

  // Reads the next non-blank line into `record`; false at the end of the file. A line that is not JSON, or is
  // JSON but not an object, throws ImportError at that line.
  bool next(Json& record);

  int line() const { return line_; }  // the line of the record last read, from 1
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::ifstream in_;
  int line_ = 0;
};

// The kind a header line names: {"kind": "<name>"} with no other key. nullopt for any other record.
std::optional<std::string> header_kind(const Json& record);

}  // namespace snap
