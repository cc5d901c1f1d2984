// hit_ranking.h: the order of /search's results and of every name resolution (issue 53), worked out for each
// candidate the index matched by comparing the query's words with the entry's own: its name's words and their
// extra forms (core/text/search_words.h), its qualifiers (a creature's maturities) and its description. In order:
// fewer typos corrected; the exact name (case, accents, punctuation and spaces aside, a maturity after it
// allowed) before every word in the name before some word only in the description; words matched whole before
// words matched as a prefix; fewer words of the name left unmatched (so the base entry before its variants, ",
// Adjusted", "FEN Edition", and an item before its blueprint); a shorter name; a planet before anything of the
// same name; then by name. The rank number says the same order, so it is comparable across types (docs:
// wiki-and-search.md).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/db/fts_words.h"
#include "core/json_bytes.h"

namespace snap {

enum class HitMatch { Description, Name, Exact };

// What ranking found out about one hit, for the note of a tool that resolved a name with it.
struct HitFacts {
  HitMatch match = HitMatch::Name;
  int edits = 0;                          // typos corrected (the fuzzy pass only)
  std::optional<std::string> qualifier = std::nullopt;  // the maturity named after the name ("Young")
};

struct SearchHit {
  std::string entity_type;  // "weapons", "avatars", "events", ...
  std::string slug;
  std::string name;
  Json description;
  double rank = 0;  // hit_ranking.h: higher is better, comparable across types
  HitFacts facts = {};
};

// A hit as the index gave it, with what ranking reads beside it.
struct Candidate {
  SearchHit hit;
  std::string qualifiers;  // "Young, Mature, Old Alpha" or ""
};

// The query's readings (query_readings()), each its words as the index folds them in the order typed; `fuzzy`
// when they are matched within typos (the fallback pass), else exactly (a word as a prefix, a number whole).
struct RankingQuery {
  std::vector<std::vector<std::string>> readings;
  bool fuzzy = false;
};

// The ways to read the words typed: as typed, and with each two neighbouring words of three letters or more run
// together ("bristle hog" is also "bristlehog"; a letter or a number never is), for up to kMostWordsJoined words.
inline constexpr size_t kMostWordsJoined = 6;
std::vector<std::vector<std::string>> query_readings(const std::vector<std::string>& words);

// True for a word of digits only: it matches a whole number, never the start of a larger one ("1" is not "10").
bool is_number_word(const std::string& word);

// Ranks `candidates` (their rank and facts filled, by the reading that ranks each best) and sorts them best first.
void rank_candidates(std::vector<Candidate>& candidates, const RankingQuery& query, const FtsWords& fts);

}  // namespace snap
