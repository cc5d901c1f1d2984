// response_head.cc: HTTP/1.1 status lines (RFC 9110 section 15 reason phrases) and header lines.
#include "response_head.h"

namespace snap {
namespace {

const char* reason_phrase(int status) {
  switch (status) {
    case 200: return "OK";
    case 204: return "No Content";
    case 304: return "Not Modified";
    case 400: return "Bad Request";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 429: return "Too Many Requests";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    default: return "Unknown";
  }
}

}  // namespace

std::string response_head(const HttpResponse& response, size_t content_length) {
  std::string head = "HTTP/1.1 " + std::to_string(response.status) + " " + reason_phrase(response.status) + "\r\n";
  if (!response.content_type.empty()) head += "Content-Type: " + response.content_type + "\r\n";
  if (response.status != 204 && response.status != 304)
    head += "Content-Length: " + std::to_string(content_length) + "\r\n";
  for (const auto& [name, value] : response.headers) head += name + ": " + value + "\r\n";
  return head;
}

}  // namespace snap
