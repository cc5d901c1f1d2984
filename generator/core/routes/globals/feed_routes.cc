// feed_routes.cc: /feed/globals/head.json and /feed/globals/{seq}.json, the feed of globals as immutable sequences
// (core/feed/README.md). The same bytes are the files `snapgen feed` writes under <snapshots>/feed/globals/ for
// any static host: a sequence is its stored body, cached for a year; the head changes with every new sequence and
// is fresh for a second.
#include <string>

#include "core/feed/feed_sequences.h"
#include "core/model/global_json.h"
#include "core/problem.h"
#include "core/route_table.h"
#include "core/routes/route_families.h"

namespace snap {
namespace {

constexpr int kHeadMaxAge = 1;
constexpr int kSequenceMaxAge = 365 * 24 * 3600;

Json render_head(const RenderContext& ctx, const PathArgs&, const Params&) {
  const FeedHead head = read_feed_head(ctx.db);
  Json body = object_with_room(7);
  append_field(body, "seq", head.seq);
  append_field(body, "lastId", head.last_id ? Json(*head.last_id) : Json(nullptr));
  append_field(body, "recordedAt", head.recorded_at ? Json(format_iso8601(*head.recorded_at)) : Json(nullptr));
  append_field(body, "oldestSeq", head.oldest_seq);
  append_field(body, "oldestFirstId", head.oldest_first_id ? Json(*head.oldest_first_id) : Json(nullptr));
  append_field(body, "sequenceUrl", "/feed/globals/{seq}.json");
  append_field(body, "exportUrl", "/exports/globals/{date}");
  return body;
}

// A 404 that tells the reader where to go: a sequence not written yet (ask again later), or one no longer kept
// (read the daily exports up to the oldest kept).
Problem sequence_missing(std::int64_t seq, const FeedHead& head) {
  Problem p;
  p.status = 404;
  if (seq > head.seq)
    p.detail = "sequence " + std::to_string(seq) + " is not written yet: the newest is " + std::to_string(head.seq) +
               " (/feed/globals/head.json); ask again in a second";
  else
    p.detail = "sequence " + std::to_string(seq) + " is no longer kept: the oldest is " +
               std::to_string(head.oldest_seq) + (head.oldest_first_id ? " (from global " +
               std::to_string(*head.oldest_first_id) + ")" : std::string()) +
               "; read older globals from /exports/globals/{date}";
  return p;
}

Json render_sequence(const RenderContext& ctx, const PathArgs& args, const Params&) {
  const std::int64_t seq = std::stoll(args.at("seq"));
  std::optional<std::string> body = feed_sequence_body(ctx.db, seq);
  if (!body) throw ApiError(sequence_missing(seq, read_feed_head(ctx.db)));
  return raw_json(*body);
}

Json head_schema(AnswerSchemas&) {
  using namespace schema;
  return object(
      {{"seq", integer("the newest sequence: /feed/globals/{seq}.json; 0 before the first")},
       {"lastId", nullable(integer("the id of the newest sequence's last global"))},
       {"recordedAt", nullable(date_time("when the newest sequence was recorded"))},
       {"oldestSeq", integer("the oldest sequence still kept (seq + 1 while none is)")},
       {"oldestFirstId", nullable(integer("the first global of the oldest kept sequence; older ones are in the "
                                          "daily exports"))},
       {"sequenceUrl", string("where each sequence is, {seq} filled in")},
       {"exportUrl", string("where a whole UTC day's globals are, for what is no longer kept")}});
}

Json sequence_schema(AnswerSchemas& schemas) {
  using namespace schema;
  return object({{"seq", integer("this sequence's number; numbers have no gaps")},
                 {"previousSeq", nullable(integer("the sequence before it; null for the first"))},
                 {"firstId", integer("the id of its first global")},
                 {"lastId", integer("the id of its last global")},
                 {"recordedAt", date_time("when it was recorded")},
                 {"globals", array(global_schema(schemas), "its globals in id order, each as /globals shows it")}});
}

}  // namespace

void add_feed_routes(RouteTable& table) {
  table.add(declare_route("/feed/globals/head.json",
                          "the feed's head: the newest sequence of globals, its last id, and the oldest kept")
                .render(render_head)
                .answers(head_schema)
                .max_age(kHeadMaxAge));
  table.add(declare_route("/feed/globals/{seq}.json",
                          "one sequence of the feed: the globals recorded in it, in id order; never changes")
                .render(render_sequence)
                .answers(sequence_schema)
                .max_age(kSequenceMaxAge)
                .immutable());
}

}  // namespace snap
