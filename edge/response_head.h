// response_head.h: an HttpResponse's status line and headers as HTTP/1.1 text, the one serializer of both the
// prepared snapshot answers and every other answer.
#pragma once

#include <string>

#include "edge/http_exchange.h"

namespace snap {

// Status line, Content-Type, Content-Length (except 204/304 and streams; the body's length, which a HEAD answer announces
// without sending) and response.headers, each line ending in CRLF;
// Date, Connection and the blank line are the server's to add.
std::string response_head(const HttpResponse& response, size_t content_length);

}  // namespace snap
