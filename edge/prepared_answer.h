// prepared_answer.h: a snapshot answer as it goes on the wire, built once per file and version: the status line
// and every header except Date and Connection (which change per request), and the body shared with the store.
#pragma once

#include <memory>
#include <string>

namespace snap {

struct PreparedAnswer {
  std::string head;  // "HTTP/1.1 200 OK\r\n" and header lines, each ending in CRLF; no blank line
  std::shared_ptr<const std::string> body;
};

// Both encodings of one snapshot file, the 304 for clients holding its ETag, and the ETag.
struct PreparedFile {
  std::string etag;
  std::string pattern;  // the route table's pattern the file answers ("/weapons/{slug}"), for /metrics
  PreparedAnswer identity, gzip, not_modified;
};

}  // namespace snap
