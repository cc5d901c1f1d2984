// path_examples.cc: real values of a route's captures, from the snapshot routes' own lists and a few lookups.
#include "core/routes/meta/path_examples.h"

#include "core/db/database.h"
#include "core/route_table.h"

namespace snap {
namespace {

bool has_capture(const Route& route, const std::string& name) {
  return route.pattern.find("{" + name + "}") != std::string::npos;
}

// The first column of the first row of `sql` (its ?1 bound to `bound`, null when there is none) as text.
std::optional<std::string> text_of(Database& db, const std::string& sql,
                                   const std::optional<std::string>& bound = std::nullopt) {
  Statement& row = db.prepare(sql);
  if (sql.find("?1") != std::string::npos) row.bind(1, bound);
  std::optional<std::string> text;
  if (row.step() && !row.is_null(0)) text = row.text(0);
  row.reset();
  return text;
}

}  // namespace

// The first captures snapgen writes a file for, of the route itself or of the longest static route with captures
// whose pattern begins it.
const PathArgs& PathExamples::first_written(const Route& route) {
  static const PathArgs kNone;
  const Route* source = nullptr;
  for (const Route& other : all_routes().routes()) {
    if (!other.is_static() || other.pattern.find('{') == std::string::npos) continue;
    const bool begins = other.pattern == route.pattern || route.pattern.rfind(other.pattern + "/", 0) == 0;
    if (begins && (!source || other.pattern.size() > source->pattern.size())) source = &other;
  }
  if (!source) return kNone;
  const auto known = written_.find(source);
  if (known != written_.end()) return known->second;
  const std::vector<PathArgs> written = source->snapshot_args(ctx_);
  return written_.emplace(source, written.empty() ? PathArgs{} : written.front()).first->second;
}

std::map<std::string, std::string> PathExamples::of(const Route& route) {
  std::map<std::string, std::string> examples;
  for (const auto& [name, value] : first_written(route)) examples[name] = value;
  for (const auto& [capture, values] : route.capture_choices)
    if (!values.empty()) examples.emplace(capture, values.front());
  if (has_capture(route, "avatarSlug") && !examples.count("avatarSlug"))
    if (auto slug = text_of(ctx_.db, "SELECT slug FROM avatar ORDER BY id LIMIT 1"))
      examples["avatarSlug"] = *slug;
  if (has_capture(route, "avatarName") && !examples.count("avatarName")) {
    // An avatar with progress: in the challenge the route's {slug} names, when it names one (two statements: an
    // "?1 IS NULL OR" would walk every progress row instead of the challenge's).
    const std::string progress = "SELECT a.name FROM challenge_progress p JOIN avatar a ON a.id = p.avatar_id";
    const auto slug = examples.find("slug");
    const auto name =
        slug == examples.end()
            ? text_of(ctx_.db, progress + " ORDER BY p.challenge_id, p.avatar_id LIMIT 1")
            : text_of(ctx_.db,
                      progress + " WHERE p.challenge_id = (SELECT id FROM challenge WHERE slug = ?1) ORDER BY p.avatar_id"
                                 " LIMIT 1",
                      slug->second);
    if (name) examples["avatarName"] = *name;
  }
  if (has_capture(route, "seq") && !examples.count("seq"))
    if (auto seq = text_of(ctx_.db, "SELECT MIN(seq) FROM feed_sequence")) examples["seq"] = *seq;
  if (has_capture(route, "id") && !examples.count("id"))
    if (auto id = text_of(ctx_.db, "SELECT MAX(id) FROM global")) examples["id"] = *id;
  return examples;
}

}  // namespace snap
