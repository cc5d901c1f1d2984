// response_head.cc: HTTP/1.1 status lines (reason phrases from problem.h's status titles) and header lines.
#include "edge/response_head.h"

#include "core/problem.h"

namespace snap {

std::string response_head(const HttpResponse& response, size_t content_length) {
  std::string head = "HTTP/1.1 " + std::to_string(response.status) + " " + status_title(response.status) + "\r\n";
  if (!response.content_type.empty()) head += "Content-Type: " + response.content_type + "\r\n";
  if (response.status != 204 && response.status != 304 && !response.stream)
    head += "Content-Length: " + std::to_string(content_length) + "\r\n";
  for (const auto& [name, value] : response.headers) head += name + ": " + value + "\r\n";
  return head;
}

}  // namespace snap
