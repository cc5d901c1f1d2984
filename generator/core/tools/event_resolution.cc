// event_resolution.cc: the status order among the editions of one series, read with the events routes' one
// definition of a status (event_lookup.h).
#include "core/tools/event_resolution.h"

#include <algorithm>
#include <set>
#include <tuple>

#include "core/routes/events/event_lookup.h"
#include "core/routes/search/hit_ranking.h"

namespace snap {
namespace {

const std::set<std::string> kMonths = {"january", "february", "march",     "april",   "may",      "june",
                                       "july",    "august",   "september", "october", "november", "december"};

struct Edition {
  int order;          // Active, Upcoming, Completed, Cancelled
  std::int64_t when;  // within one status: the soonest start, or the latest end
};

const char* const kEditionText[] = {"the active edition", "the next upcoming edition", "the latest completed edition",
                                    "the latest cancelled edition", "an edition"};

Edition edition_of(Database& db, UnixTime now, const std::string& slug) {
  Statement& row = db.prepare("SELECT " + event_status_sql(1) + ", e.start_at, e.end_at FROM event e WHERE e.slug = ?2");
  row.bind(1, now).bind(2, slug);
  Edition edition{4, 0};
  if (row.step()) {
    const std::string status = row.text(0);
    if (status == "Active") edition = {0, 0};
    else if (status == "Upcoming") edition = {1, row.int64(1)};
    else if (status == "Completed") edition = {2, -row.int64(2)};
    else edition = {3, -row.int64(1)};
  }
  row.reset();
  return edition;
}

}  // namespace

std::string event_series_name(Database& db, const std::string& name) {
  std::string series;
  for (const std::string& w : db.fts_words().split(name)) {
    const bool year = w.size() == 4 && is_number_word(w);
    if (year || kMonths.count(w)) continue;
    series += (series.empty() ? "" : " ") + w;
  }
  return series;
}

std::optional<Resolution> resolve_event_name(Database& db, UnixTime now, const std::string& asked) {
  std::optional<Resolution> found = resolve_name(db, asked, {"events"});
  if (!found) return found;
  std::vector<SearchHit> hits = {found->hit};
  hits.insert(hits.end(), found->others.begin(), found->others.end());
  const std::string series = event_series_name(db, found->hit.name);
  const auto same_edition_choice = [&](const SearchHit& h) {  // as close as the best, and of its series
    return h.facts.match == found->hit.facts.match && h.facts.edits == found->hit.facts.edits &&
           event_series_name(db, h.name) == series;
  };
  std::vector<std::pair<Edition, SearchHit>> editions;
  for (const SearchHit& h : hits)
    if (same_edition_choice(h)) editions.emplace_back(edition_of(db, now, h.slug), h);
  if (editions.size() < 2) return found;
  std::stable_sort(editions.begin(), editions.end(), [](const auto& a, const auto& b) {
    return std::tie(a.first.order, a.first.when) < std::tie(b.first.order, b.first.when);
  });
  if (editions.front().second.slug == found->hit.slug) return found;
  Resolution chosen = *found;
  chosen.hit = editions.front().second;
  chosen.others.clear();
  for (const SearchHit& h : hits)
    if (h.slug != chosen.hit.slug) chosen.others.push_back(h);
  chosen.edition = kEditionText[editions.front().first.order];
  return chosen;
}

}  // namespace snap
