// global_stream.cc: the stream's filters, backlog and write loop.
#include "edge/live/global_stream.h"

#include <deque>
#include <vector>

#include "core/live/push_endpoints.h"
#include "core/model/global_json.h"
#include "core/routes/globals/globals_filter.h"

namespace snap {
namespace {

constexpr std::chrono::seconds kKeepAliveEvery{15};

}  // namespace

std::set<std::int64_t> matching_global_ids(Database& db, const QueryPairs& filter, std::int64_t after_id,
                                           std::int64_t through_id) {
  // Read again at each publication: an avatar or team that had no global yet matches once it has one.
  const GlobalsFilter f = read_globals_filter(db, parse_params(global_stream_params(), filter));
  std::set<std::int64_t> ids;
  SqlBuilder sql;
  const std::string range = " AND g.id > " + sql.placeholder(after_id) + " AND g.id <= " + sql.placeholder(through_id);
  sql.sql = "SELECT g.id FROM global g WHERE 1" + range + globals_conditions(f, sql);
  auto rows = db.prepare_uncached(sql.sql);
  bind_all(*rows, sql.values);
  while (rows->step()) ids.insert(rows->int64(0));
  return ids;
}

std::string global_event(std::int64_t id, const std::string& global_json) {
  return "id: " + std::to_string(id) + "\nevent: global\ndata: " + global_json + "\n\n";
}

std::string global_stream_backlog(Database& db, const QueryPairs& filter, std::int64_t after_id,
                                  std::int64_t through_id) {
  if (after_id >= through_id) return "";
  const std::set<std::int64_t> ids = matching_global_ids(db, filter, after_id, through_id);
  std::string backlog;
  auto first = ids.begin();
  if (ids.size() > static_cast<size_t>(kMaxBacklog)) {
    std::advance(first, ids.size() - kMaxBacklog);
    backlog += ": " + std::to_string(ids.size() - kMaxBacklog) + " older globals skipped; read them from /globals\n\n";
  }
  const std::shared_ptr<const WikiLinks> links = wiki_links(db);
  Statement& row = db.prepare(std::string("SELECT ") + kGlobalColumns + kGlobalFrom + " WHERE g.id = ?1");
  for (auto id = first; id != ids.end(); ++id) {
    row.bind(1, *id);
    if (row.step()) backlog += global_event(*id, global_json_text(row, *links));
    row.reset();
  }
  return backlog;
}

void stream_events(PushQueue& queue, const std::string& backlog, const std::function<bool(std::string_view)>& write) {
  if (!write(": connected\n\n" + backlog)) return;  // the comment makes browsers fire "open" at once
  std::deque<PushMessage> messages;
  std::string out;
  while (queue.wait(messages, kKeepAliveEvery)) {
    out.clear();
    for (const PushMessage& m : messages) out += *m;
    if (!write(out.empty() ? std::string_view(": keep-alive\n\n") : std::string_view(out))) return;
  }
}

}  // namespace snap
