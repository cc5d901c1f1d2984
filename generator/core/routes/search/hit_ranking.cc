// hit_ranking.cc: each query word matched against the candidate's words (whole, or as the start of a longer one;
// within typos in the fuzzy pass), then the facts of hit_ranking.h turned into one number. A variant (", Adjusted",
// an "Edition") or a blueprint needs no rule of its own: its name holds words its base entry's lacks, and over the
// 2,792 queries made from the demo wiki's names (each name less its first or last word, its first two, its last)
// a rule for them changed no first result.
#include "core/routes/search/hit_ranking.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include "core/routes/search/fuzzy_terms.h"
#include "core/text/search_words.h"

namespace snap {
namespace {

enum class Where { Name, Qualifier, Description, Nowhere };

struct WordMatch {
  int distance = 0;
  Where where = Where::Nowhere;
  bool whole = false;
  std::string term;         // the entry's word it matched
  size_t first = 0, last = 0;  // the name's words it stands for (Where::Name)
};

constexpr int kFar = 1000;

// Edits between `word` and `term` taken whole, or as the start of `term`; kFar when more than `allowed`.
std::pair<int, bool> compare(const std::string& word, const std::string& term, int allowed) {
  if (term == word) return {0, true};
  const bool number = is_number_word(word);
  const int whole = allowed > 0 ? bounded_edit_distance(word, term, allowed) : kFar;
  int prefix = kFar;
  if (!number && term.size() > word.size()) {
    if (term.compare(0, word.size(), word) == 0) prefix = 0;
    for (int extra = 0; extra <= allowed && prefix > 0; ++extra)
      if (word.size() + static_cast<size_t>(extra) < term.size())
        prefix = std::min(prefix, bounded_edit_distance(word, std::string_view(term).substr(0, word.size() + extra),
                                                        allowed));
  }
  if (whole <= allowed && whole <= prefix) return {whole, true};
  if (prefix <= allowed) return {prefix, false};
  return {kFar, false};
}

bool better(const WordMatch& a, const WordMatch& b) {
  return std::make_tuple(a.distance, static_cast<int>(a.where), !a.whole) <
         std::make_tuple(b.distance, static_cast<int>(b.where), !b.whole);
}

struct Qualifier {
  std::string text;
  std::vector<std::string> words;
};

std::vector<Qualifier> qualifiers_of(const std::string& list, const FtsWords& fts) {
  std::vector<Qualifier> found;
  for (size_t start = 0; start < list.size();) {
    size_t end = list.find(", ", start);
    if (end == std::string::npos) end = list.size();
    if (end > start) found.push_back({list.substr(start, end - start), fts.split(list.substr(start, end - start))});
    start = end + 2;
  }
  return found;
}

// What a hit's own words are, read once for all the readings of a query.
struct HitWords {
  std::vector<std::string> name;
  std::vector<NameForm> forms;
  std::vector<Qualifier> qualifiers;
  std::optional<std::vector<std::string>> description;  // read only when a word is found nowhere else
};

struct Scored {
  double rank;
  HitFacts facts;
};

Scored score_reading(const SearchHit& hit, HitWords& own, const std::vector<std::string>& words, bool fuzzy,
                     const FtsWords& fts) {
  const std::vector<std::string>& name = own.name;
  const std::vector<Qualifier>& qualifiers = own.qualifiers;
  std::vector<WordMatch> matches;
  for (const std::string& word : words) {
    const int allowed = fuzzy && !is_number_word(word) ? allowed_typos(word) : 0;
    WordMatch best;
    best.distance = kFar;
    const auto consider = [&](const std::string& term, Where where, size_t first, size_t last) {
      const auto [distance, whole] = compare(word, term, allowed);
      if (distance >= kFar) return;
      WordMatch m{distance, where, whole, term, first, last};
      if (best.where == Where::Nowhere || better(m, best)) best = m;
    };
    for (size_t i = 0; i < name.size(); ++i) consider(name[i], Where::Name, i, i);
    for (const NameForm& f : own.forms) consider(f.text, Where::Name, f.first, f.last);
    for (const Qualifier& q : qualifiers)
      for (const std::string& w : q.words) consider(w, Where::Qualifier, 0, 0);
    if (best.where == Where::Nowhere) {  // the description's words are many: read only when needed
      if (!own.description)
        own.description = hit.description.is_string() ? fts.split(hit.description.get<std::string>())
                                                      : std::vector<std::string>{};
      for (const std::string& w : *own.description) consider(w, Where::Description, 0, 0);
    }
    if (best.where == Where::Nowhere) best = WordMatch{0, Where::Description, false, word, 0, 0};  // as FTS5 saw it
    matches.push_back(best);
  }

  HitFacts facts;
  std::vector<bool> covered(name.size(), false);
  std::set<std::string> qualifier_words;
  int prefix_only = 0;
  bool in_name = true;
  for (const WordMatch& m : matches) {
    facts.edits += m.distance;
    if (!m.whole) ++prefix_only;
    if (m.where == Where::Name)
      for (size_t i = m.first; i <= m.last && i < covered.size(); ++i) covered[i] = true;
    if (m.where == Where::Qualifier) qualifier_words.insert(m.term);
    if (m.where == Where::Description) in_name = false;
  }
  // Exact: the words typed (corrected) run together are the name's, or the name's and one maturity's.
  std::vector<std::string> typed;
  for (size_t i = 0; i < matches.size(); ++i) typed.push_back(matches[i].whole ? matches[i].term : words[i]);
  const std::string typed_text = run_together(typed), name_text = run_together(name);
  facts.match = typed_text == name_text ? HitMatch::Exact : in_name ? HitMatch::Name : HitMatch::Description;
  for (const Qualifier& q : qualifiers) {
    const std::string q_text = run_together(q.words);
    if (facts.match != HitMatch::Exact && (typed_text == name_text + q_text || typed_text == q_text + name_text)) {
      facts.match = HitMatch::Exact;
      facts.qualifier = q.text;
    }
  }
  if (!facts.qualifier && !qualifier_words.empty()) {  // the longest maturity every word of which was typed
    size_t longest = 0;
    for (const Qualifier& q : qualifiers)
      if (q.words.size() > longest &&
          std::all_of(q.words.begin(), q.words.end(), [&](const std::string& w) { return qualifier_words.count(w); })) {
        longest = q.words.size();
        facts.qualifier = q.text;
      }
  }

  const int extra = static_cast<int>(std::count(covered.begin(), covered.end(), false));

  const double rank = 10000.0 + 1000.0 * static_cast<int>(facts.match) + 1000.0 - 3000.0 * facts.edits -
                      40.0 * std::min(prefix_only, 5) - 4.0 * std::min(extra, 9) -
                      0.1 * static_cast<double>(std::min<size_t>(hit.name.size(), 39)) +
                      (hit.entity_type == "planets" ? 0.05 : 0.0);
  return {std::round(rank * 100.0) / 100.0, facts};
}

void rank_one(Candidate& c, const RankingQuery& query, const FtsWords& fts) {
  HitWords own;
  own.name = fts.split(c.hit.name);
  own.forms = extra_name_forms(own.name);
  own.qualifiers = qualifiers_of(c.qualifiers, fts);
  bool first = true;
  for (const std::vector<std::string>& words : query.readings) {
    const Scored scored = score_reading(c.hit, own, words, query.fuzzy, fts);
    if (first || scored.rank > c.hit.rank) {
      c.hit.rank = scored.rank;
      c.hit.facts = scored.facts;
    }
    first = false;
  }
}

}  // namespace

std::vector<std::vector<std::string>> query_readings(const std::vector<std::string>& words) {
  std::vector<std::vector<std::string>> readings = {words};
  if (words.size() > kMostWordsJoined) return readings;
  const auto joinable = [](const std::string& w) {  // a word, not a letter or a number: "bristle hog", not "a p"
    return w.size() >= 3 && !is_number_word(w);
  };
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    if (!joinable(words[i]) || !joinable(words[i + 1])) continue;
    std::vector<std::string> joined(words.begin(), words.begin() + static_cast<std::ptrdiff_t>(i));
    joined.push_back(words[i] + words[i + 1]);
    joined.insert(joined.end(), words.begin() + static_cast<std::ptrdiff_t>(i) + 2, words.end());
    readings.push_back(std::move(joined));
  }
  return readings;
}

bool is_number_word(const std::string& word) {
  return !word.empty() && std::all_of(word.begin(), word.end(), [](char c) { return c >= '0' && c <= '9'; });
}

void rank_candidates(std::vector<Candidate>& candidates, const RankingQuery& query, const FtsWords& fts) {
  for (Candidate& c : candidates) rank_one(c, query, fts);
  std::sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
    return std::make_tuple(-a.hit.rank, a.hit.name, a.hit.entity_type, a.hit.slug) <
           std::make_tuple(-b.hit.rank, b.hit.name, b.hit.entity_type, b.hit.slug);
  });
}

}  // namespace snap
