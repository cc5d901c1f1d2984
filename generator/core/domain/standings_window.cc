// standings_window.cc: the leaderboards' rolling window and its stored form.
#include "core/domain/standings_window.h"

#include <sstream>

#include "core/db/dataset_meta.h"

namespace snap {

StandingsWindow standings_window(UnixTime now) { return {add_months(now, -3), now}; }

namespace {

constexpr const char* kWindowKey = "leaderboards_window";
constexpr const char* kBuiltAtKey = "leaderboards_built_at";

// The stored form: "start end".
std::string window_text(const StandingsWindow& window) {
  return std::to_string(window.start) + " " + std::to_string(window.end);
}

std::optional<StandingsWindow> parse_window(const std::string& text) {
  std::istringstream in(text);
  StandingsWindow window;
  if (!(in >> window.start >> window.end)) return std::nullopt;
  return window;
}

}  // namespace

std::optional<StandingsWindow> stored_standings_window(Database& db) {
  return parse_window(read_meta(db, kWindowKey).value_or(""));
}

void store_standings_window(Database& db, const StandingsWindow& window) {
  write_meta(db, kWindowKey, window_text(window));
  write_meta(db, kBuiltAtKey, format_iso8601(window.end));  // the window ends when they are built
}

std::optional<std::string> standings_built_at(Database& db) { return read_meta(db, kBuiltAtKey); }

}  // namespace snap
