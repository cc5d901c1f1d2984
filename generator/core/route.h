// route.h: a route is one public URL pattern with its declared parameters and the one function that renders
// its JSON. Declared once, with declare_route(), in routes/<area>/<family>_routes.cc; snapgen and snapedge both
// work from the same table.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/answer_schema.h"
#include "core/clock.h"
#include "core/json_bytes.h"
#include "core/params.h"
#include "core/routes/shared/page_links.h"

namespace snap {

class Database;
class Paging;        // routes/shared/paging.h
class OffsetPaging;  // routes/shared/offset_paging.h

// What a render may read: the database and the clock. Renders never write. The context notes whether the clock
// was read, so snapgen knows which files depend on nothing but the data (and may keep them while it is unchanged).
class RenderContext {
 public:
  RenderContext(Database& database, UnixTime now) : db(database), now_(now) {}
  Database& db;
  UnixTime now() const {
    read_clock_ = true;
    return now_;
  }
  bool read_clock() const { return read_clock_; }
  void forget_clock_reads() const { read_clock_ = false; }

 private:
  UnixTime now_;
  mutable bool read_clock_ = false;
};

// Values of the {captures} of a pattern, already decoded and validated ("slug" -> "sollomate-opalo").
using PathArgs = std::map<std::string, std::string>;

using RenderFn = std::function<Json(const RenderContext&, const PathArgs&, const Params&)>;

// The render of an answer that is text of another format than JSON (the documentation page, a widget): its bytes.
using TextRenderFn = std::function<std::string(const RenderContext&, const PathArgs&, const Params&)>;

// Such a format: its media type and the extension of its snapshot files.
struct TextFormat {
  const char* media_type;
  const char* extension;
};
inline constexpr TextFormat kHtmlText{"text/html; charset=utf-8", ".html"};
inline constexpr TextFormat kSvgText{"image/svg+xml", ".svg"};
inline constexpr TextFormat kNdjsonText{"application/x-ndjson", ".ndjson"};  // one JSON value a line

// What a held live answer depends on beyond its query, read per request (see Route::edge_cache_stamp).
using CacheStampFn = std::function<std::string(Database&)>;

// A digest of what one capture's files read (say, the ids of one day's globals; every page of a paged list):
// snapgen keeps the previous version's files while their stamp is unchanged, whatever else changed in the data.
using FileStampFn = std::function<std::string(const RenderContext&, const PathArgs&)>;

// Every PathArgs snapgen writes a snapshot for (one empty PathArgs for a pattern without captures).
using SnapshotArgsFn = std::function<std::vector<PathArgs>(const RenderContext&)>;

class RouteBuilder;

// One public URL. Built only by declare_route() (below), so every family declares its routes the same way;
// snapgen, snapedge, the OpenAPI document and the tests read these fields.
struct Route {
  std::string pattern;            // "/weapons/{slug}"; captures: {slug}, {id} (digits), {name} (free text)
  std::string summary;            // one line for documentation (the OpenAPI summary)
  std::vector<ParamSpec> params;  // the query parameters, in the order the OpenAPI document lists them
  std::map<std::string, std::vector<std::string>> capture_choices;  // a {capture} with a closed set of values
                                                                     // (any other is a 404), for the OpenAPI enum
  RenderFn render;                // the one function that renders the answer (JSON)
  TextRenderFn render_text;       // an answer in another format instead: its one function (render is then empty)
  TextFormat text_format{};       // and that format
  AnswerSchemaFn answer_schema;   // the JSON Schema of its answer (answer_schema.h), for /openapi.json; required
                                  // of JSON routes; of an NDJSON route, the schema of each line
  SnapshotArgsFn snapshot_args;   // which captures snapgen writes files for; empty: always rendered live
  FileStampFn file_stamp;         // static routes with many large files: when each may be kept (default: none)
  std::string page_param;         // paged lists: the page-number parameter (snapgen writes page-N files of
                                  // static lists); empty: not paged by page number
  bool offset_paged = false;      // an offset-paged list (offset_paging.h)
  int max_age_seconds = 60;       // Cache-Control max-age of its answers (default 60)
  bool immutable = false;         // and "immutable": an answer that never changes (a feed sequence)
  int edge_cache_seconds = 0;     // live routes: snapedge reuses one render per query for this many seconds of
                                  // its clock (default 0: render every request)
  CacheStampFn edge_cache_stamp;  // when set, a held answer serves only while this reads what it read when the
                                  // answer was rendered (e.g. which standings), so a rebuild shows at once
  bool rate_limited = false;      // each request spends one of the caller's tool budget (shared with /mcp)
  size_t family = 0;              // its family in RouteTable::families() (route_table.h)

  bool is_static() const { return static_cast<bool>(snapshot_args); }
  bool is_text() const { return static_cast<bool>(render_text); }
  // The Content-Type of its answers: JSON, or the media type of its text format.
  const char* media_type() const;
  // The extension of its snapshot files: ".json", or its text format's.
  const char* file_extension() const;

 private:
  friend class RouteBuilder;
  Route() = default;
};

// The one way to declare a route, and the shape new families copy:
//
//   table.add(declare_route("/avatars/{slug}/globals", "an avatar's globals, newest first")
//                 .paged(owner_globals_paging())       // its page parameters (routes/shared/paging.h)
//                 .params({ParamSpec::text("type", "...")})
//                 .render(render_avatar_globals)
//                 .answers(owner_globals_schema)       // the JSON Schema of the answer (core/answer_schema.h)
//                 .max_age(60)
//                 .edge_cache(30));
//
// Parameters are listed in the order params() and paged() are called. A route without snapshots() is live.
class RouteBuilder {
 public:
  RouteBuilder(std::string pattern, std::string summary);

  RouteBuilder& params(std::vector<ParamSpec> specs);   // appends query parameters
  RouteBuilder& paged(const Paging& paging);            // appends the page parameters; names the page parameter
  RouteBuilder& paged(const OffsetPaging& paging);      // appends the offset parameters; an offset-paged list
  RouteBuilder& capture_choices(std::string capture, std::vector<std::string> values);  // {capture}'s values
  RouteBuilder& render(RenderFn render);
  RouteBuilder& render_text(TextFormat format, TextRenderFn render);  // text in another format, not JSON
  RouteBuilder& answers(AnswerSchemaFn schema);         // the JSON Schema of what render() writes (NDJSON: a line)
  RouteBuilder& snapshots(SnapshotArgsFn args);         // a static route: snapgen writes these captures' files
  RouteBuilder& file_stamp(FileStampFn stamp);           // and keeps each file while its stamp is unchanged
  RouteBuilder& max_age(int seconds);
  RouteBuilder& immutable();                            // its answers never change (Cache-Control: immutable)
  RouteBuilder& edge_cache(int seconds, CacheStampFn stamp = {});
  RouteBuilder& rate_limited();                         // spends the caller's tool budget (tools, like /mcp)

  // The declared route; throws std::logic_error for a declaration that cannot work (no render function, or two).
  Route build() const;

 private:
  Route route_;
};

inline RouteBuilder declare_route(std::string pattern, std::string summary) {
  return RouteBuilder(std::move(pattern), std::move(summary));
}

// A route's answer as sent, from its one render function: the text, or the JSON serialized. snapgen's files and
// snapedge's live answers are both made here.
struct RenderedBody {
  std::string bytes;
  std::int64_t total_pages = 1;           // a paged list's totalPages (1 for anything else, or when not known)
  std::optional<ListPosition> position = std::nullopt;  // a paged list's place (page_links.h), for its Link
};
RenderedBody render_body(const Route& route, const RenderContext& ctx, const PathArgs& args, const Params& params);

}  // namespace snap
