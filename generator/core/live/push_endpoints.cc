// push_endpoints.cc: the hubs and the stream, as the live service is observed to name them (issue 13).
#include "core/live/push_endpoints.h"

#include <algorithm>

#include "core/routes/globals/globals_filter.h"

namespace snap {

const std::vector<HubEndpoint>& hub_endpoints() {
  static const std::vector<HubEndpoint> hubs = {
      {"/hubs/globals",
       "every new global as it is recorded",
       {{"ReceiveGlobal", "(global)", "a new global, in the shape /globals lists it"}},
       {}},
      {"/hubs/trademessages",
       "every new trade-chat message as it is recorded",
       {{"ReceiveTradeMessage", "(message)",
         "a new trade message: id, dateTime, channel, senderName, avatarName, intent, message"}},
       {}},
      {"/hubs/events",
       "the standings of the events a client subscribes to, whenever they change",
       {{"StandingsChanged", "(slug, categoryId, topEntries)",
         "a category's top 10, in the shape of /events/{slug}/leaderboard/{categoryId} items"}},
       {{"SubscribeEvent", "(slug)", "start receiving StandingsChanged for this event; completes with its categories"},
        {"UnsubscribeEvent", "(slug)", "stop receiving them"}}},
  };
  return hubs;
}

const HubEndpoint* find_hub(const std::string& path) {
  for (const HubEndpoint& hub : hub_endpoints())
    if (hub.path == path) return &hub;
  return nullptr;
}

const std::vector<ParamSpec>& global_stream_params() {
  static const std::vector<ParamSpec> params = [] {
    std::vector<ParamSpec> specs;
    for (const ParamSpec& spec : globals_filter_params())
      if (spec.name != global_stream_after_id().name &&
          std::find(global_stream_refused_filters().begin(), global_stream_refused_filters().end(), spec.name) ==
              global_stream_refused_filters().end())
        specs.push_back(spec);
    return specs;
  }();
  return params;
}

const ParamSpec& global_stream_after_id() {
  static const ParamSpec after_id = ParamSpec::integer(
      "afterId", std::nullopt, 0, std::nullopt,
      "resume after this global's id, as the Last-Event-ID header (when both are given they must agree)");
  return after_id;
}

const std::vector<std::string>& global_stream_refused_filters() {
  static const std::vector<std::string> names = {"fromDate", "toDate", "search"};
  return names;
}

}  // namespace snap
