// push_endpoints.h: the live push feed's endpoints, declared once for snapedge (which serves them itself: they
// stream, so they are not routes of the table), /openapi.json and the documentation test: the SignalR hubs with
// the methods each calls on its clients and accepts from them, and the Server-Sent Events stream of globals with
// its filter parameters (those of /globals that make sense for what has not happened yet).
#pragma once

#include <string>
#include <vector>

#include "core/params.h"

namespace snap {

struct HubMethod {
  std::string name;       // "ReceiveGlobal"
  std::string arguments;  // "(global)": what the invocation carries, for the documentation
  std::string summary;
};

struct HubEndpoint {
  std::string path;                        // "/hubs/globals"
  std::string summary;
  std::vector<HubMethod> server_methods;   // invoked by the server on its clients
  std::vector<HubMethod> client_methods;   // invoked by clients (with a completion)
};

const std::vector<HubEndpoint>& hub_endpoints();
const HubEndpoint* find_hub(const std::string& path);  // nullptr for any other path

inline constexpr const char* kGlobalStreamPath = "/stream/globals";

// The filters of /stream/globals: /globals' own (type, creatureName, creatureId, isHof, isAth, isTeam, minValue,
// maxValue, avatar, team) but those it cannot apply (below).
const std::vector<ParamSpec>& global_stream_params();

// /globals' filters the stream cannot apply (fromDate, toDate, search: it sends each global as it is recorded):
// a request naming one is refused with a 400, never sent what it asked not to get.
const std::vector<std::string>& global_stream_refused_filters();
// /globals' afterId, which the stream reads as its resume point, as the Last-Event-ID header.
const ParamSpec& global_stream_after_id();

}  // namespace snap
