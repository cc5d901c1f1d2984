// globals_search_test.cc: search= on /globals over the small demo: many matches paged in time order from the
// full-text index, name words answered from avatar names and subjects (avatar_name_pair, global_name_word,
// global_subject_wording) with exactly what the full-text index matches.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>

#include "core/db/database.h"
#include "core/db/fts_words.h"
#include "tests/support/globals_pages.h"
#include "tests/support/migration_check.h"
#include "tests/support/ok_json.h"
#include "tests/support/test_worlds.h"

using snap::Json;
using snap::test::check_page_equals_sql;
using snap::test::copy_of_demo;
using snap::test::EdgeProcess;
using snap::test::Ids;
using snap::test::ids_of;
using snap::test::ok_json;

// How many full-text queries the page statement of /globals?query asks (globals_query.h): the rule below is about
// that number, and the statement's text is where it is decided.
std::size_t full_text_queries_in(snap::Database& db, const std::string& query) {
  const std::string sql = snap::test::globals_page_statement(db, query).sql;
  std::size_t n = 0;
  for (auto at = sql.find("global_fts MATCH"); at != std::string::npos; at = sql.find("global_fts MATCH", at + 1)) ++n;
  return n;
}

// More than 1000 matches in time order are streamed newest-first from the full-text index where ids ascend
// with time; globals imported later with older times (larger ids, earlier times) must still land in place,
// and only then does the page ask the full-text index a second time, for the ids above the time-order mark.
TEST_CASE("rule: a search with many matches pages in time order, also after globals arrive out of time order, and "
          "reads the full-text index once while no id is above the time-order mark",
          "[globals]") {
  const std::string killed = "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH 'killed')";
  {
    snap::Database demo_db(snap::test::demo_world().db, snap::OpenMode::ReadOnly);
    for (const char* query : {"search=killed", "search=killed&pageNumber=40", "search=killed&sortOrder=asc"}) {
      INFO(query);
      CHECK(full_text_queries_in(demo_db, query) == 1);
    }
    check_page_equals_sql(*snap::test::demo_world().live, demo_db, "search=killed&pageNumber=40", killed,
                          "g.ts DESC, g.id DESC");
  }
  const auto [dir, db_path] = copy_of_demo("globals-search");
  const std::string file = dir + "/late.jsonl";
  std::ofstream(file) << R"({"kind":"globals"})" "\n"
                      << R"({"type":"Hunting","avatarName":"Ada Fireborn","dateTime":"2026-11-20T11:59:59Z","value":61,)"
                         R"("creatureName":"Atrox Young","message":"Ada Fireborn killed a creature (Atrox Young) with a value of 61 PED!"})"
                      << "\n"
                      << R"({"type":"Hunting","avatarName":"Ada Fireborn","dateTime":"2025-01-01T00:00:00Z","value":62,)"
                         R"("creatureName":"Atrox Young","message":"Ada Fireborn killed a creature (Atrox Young) with a value of 62 PED!"})"
                      << "\n";
  REQUIRE(snap::test::run_snapgen({"import", "--db", db_path, "--now", snap::test::kFixtureNow, file}).exit_code == 0);
  EdgeProcess edge(db_path, "", snap::test::kFixtureNow);
  snap::Database db(db_path, snap::OpenMode::ReadOnly);
  CHECK(full_text_queries_in(db, "search=killed") == 2);
  const std::int64_t late = db.scalar_int("SELECT MAX(id) FROM global");
  CHECK(db.scalar_int("SELECT ts FROM global WHERE id = " + std::to_string(late)) == 1735689600);
  check_page_equals_sql(edge, db, "search=killed", killed, "g.ts DESC, g.id DESC");
  check_page_equals_sql(edge, db, "search=killed&pageNumber=40", killed, "g.ts DESC, g.id DESC");
  check_page_equals_sql(edge, db, "search=killed&sortOrder=asc&pageNumber=3", killed, "g.ts, g.id");
  check_page_equals_sql(edge, db, "search=killed&type=Hunting&isHof=true&pageNumber=2",
                        killed + " AND g.type = 'Hunting' AND g.is_hof = 1", "g.ts DESC, g.id DESC");
  // the late global of 2025-01-01 sits where its time puts it, not where its id would
  const std::int64_t newer = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + killed + " AND g.ts > 1735689600");
  check_page_equals_sql(edge, db, "search=killed&pageSize=30&pageNumber=" + std::to_string(newer / 30 + 1), killed,
                        "g.ts DESC, g.id DESC");
  edge.stop();
  snap::test::remove_tree(dir);
}

// The FTS5 expression /globals builds from a search text: each word quoted, joined by AND.
std::string fts_expression_of(const std::string& text) {
  std::string expression, word;
  for (const char c : text + " ") {
    if (std::isalnum(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80) {
      word += c;
    } else if (!word.empty()) {
      expression += (expression.empty() ? "\"" : " AND \"") + word + "\"";
      word.clear();
    }
  }
  return expression;
}

// Searches of the small demo whose words are all name words (global_name_word): avatars' whole names and parts
// of them, the first word of subjects, an avatar's name with the subject of one of its globals; the busiest
// avatar and subject (over 1000 globals) among them. Each word is checked to be a name word, so the names path
// is what answers them. And the busiest subjects whole, name words or not (bounded from below by their counts),
// and two common words.
std::vector<std::string> name_word_searches(snap::Database& db) {
  std::vector<std::string> searches;
  const auto all_name_words = [&](const std::string& text) {
    std::string word;
    for (const char c : text + " ") {
      if (std::isalnum(static_cast<unsigned char>(c))) {
        word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      } else if (!word.empty()) {
        snap::Statement& row = db.prepare(
            "SELECT of_avatar_name OR of_subject FROM global_name_word WHERE word = ?1");
        row.bind(1, word);
        const bool name_word = row.step() && row.int64(0) != 0;
        row.reset();
        if (!name_word) return false;
        word.clear();
      }
    }
    return true;
  };
  const auto add = [&](const std::string& text) {
    if (all_name_words(text)) searches.push_back(text);
  };
  const auto texts = [&](const std::string& sql) {
    std::vector<std::string> out;
    auto rows = db.prepare_uncached(sql);
    while (rows->step()) out.push_back(rows->text(0));
    return out;
  };
  for (const std::string& name : texts("SELECT a.name FROM (SELECT avatar_id, COUNT(*) AS n FROM global WHERE avatar_id IS NOT"
                                       " NULL GROUP BY avatar_id ORDER BY n DESC, avatar_id LIMIT 12) b JOIN avatar a"
                                       " ON a.id = b.avatar_id ORDER BY b.n DESC")) {
    add(name);
    add(name.substr(0, name.find(' ')) + " " + name.substr(name.rfind(' ') + 1));
  }
  for (const std::string& subject : texts("SELECT subject FROM (SELECT subject, COUNT(*) AS n FROM global WHERE"
                                          " subject IS NOT NULL GROUP BY subject ORDER BY n DESC, subject LIMIT 12)")) {
    searches.push_back(subject);  // name words or not: those in every message of their subject bound the count
    add(subject.substr(0, subject.find(' ')));
  }
  for (const std::string& both : texts("SELECT a.name || ' ' || g.subject FROM global g JOIN avatar a ON a.id ="
                                       " g.avatar_id WHERE g.subject IS NOT NULL ORDER BY g.id LIMIT 12"))
    add(both);
  // two common words, alone and with a subject word
  searches.push_back("killed creature");
  searches.push_back("killed creature Atrox");
  return searches;
}

// Avatar ids as the statement yields them, sorted.
Ids sorted_ids(snap::Statement& rows) {
  Ids ids;
  while (rows.step()) ids.push_back(rows.int64(0));
  rows.reset();
  std::sort(ids.begin(), ids.end());
  return ids;
}

TEST_CASE("rule: avatar_name_pair finds the avatars whose names hold a word or two, as search_entry's full-text "
          "index does, and snapgen migrate builds it for a database from before schema 0027",
          "[globals][search][migrate]") {
  snap::Database db(snap::test::demo_world().db, snap::OpenMode::ReadOnly);
  snap::Statement& names = db.prepare("SELECT name FROM avatar WHERE id % 7 = 0 ORDER BY id");
  std::vector<std::string> sampled;
  while (names.step()) sampled.push_back(names.text(0));
  names.reset();
  REQUIRE(sampled.size() > 20);
  snap::Statement& paired = db.prepare("SELECT avatar_id FROM avatar_name_pair WHERE word = ?1 AND other = ?2");
  snap::Statement& indexed = db.prepare(
      "SELECT a.id FROM search_entry s JOIN avatar a ON a.slug = s.slug WHERE search_entry MATCH ?1"
      " AND s.entity_type = 'avatars'");
  std::size_t shared = 0;  // words or pairs that more than one avatar's name holds
  for (const std::string& name : sampled) {
    std::vector<std::string> words = db.fts_words().split(name);
    std::sort(words.begin(), words.end());
    words.erase(std::unique(words.begin(), words.end()), words.end());
    for (size_t i = 0; i < words.size(); ++i) {
      for (size_t j = i; j < words.size(); ++j) {
        const std::string other = j == i ? "" : words[j];
        INFO(name << ": " << words[i] << " + " << other);
        paired.bind(1, words[i]).bind(2, other);
        indexed.bind(1, "name : (\"" + words[i] + "\"" + (other.empty() ? "" : " AND \"" + other + "\"") + ")");
        const Ids from_pairs = sorted_ids(paired), from_index = sorted_ids(indexed);
        CHECK(from_pairs == from_index);
        shared += from_index.size() > 1 ? 1 : 0;
      }
    }
  }
  CHECK(shared > 10);
  const auto reads = snap::test::reads_around_migration(
      "SELECT word, other, avatar_id FROM avatar_name_pair UNION ALL"
      " SELECT key, value, NULL FROM dataset_meta WHERE key = 'avatar_name_pairs_through_id' ORDER BY 1, 2, 3",
      snap::test::undo_schemas_from(27) + "PRAGMA user_version = 26");
  CHECK(reads.built.size() > 1000);
  CHECK(reads.migrated == reads.built);
}

TEST_CASE("rule: a search of name words is answered from avatar names and subjects with exactly what global_fts matches",
          "[globals][search]") {
  const snap::test::TestWorld& demo = snap::test::demo_world();
  snap::Database db(demo.db, snap::OpenMode::ReadOnly);
  std::vector<std::string> searches = name_word_searches(db);
  REQUIRE(searches.size() >= 30);
  // the lower bound from the subjects' counts has something to say: some subjects' messages all hold "killed"
  // and "creature", and the busiest subjects' messages their maturity word, no name word of its own
  CHECK(db.scalar_int("SELECT COUNT(*) FROM global_subject_wording k JOIN global_subject_wording c USING (subject)"
                      " WHERE k.word = 'killed' AND c.word = 'creature'") > 10);
  CHECK(db.scalar_int("SELECT COUNT(*) FROM global_name_word n JOIN global_subject_wording w USING (word)"
                      " WHERE of_avatar_name = 0 AND of_subject = 0 AND word IN ('old', 'young', 'mature', 'provider')") > 0);
  // the same answers where the full-text index still decides: a word of messages only, and a non-ASCII word
  // that is two full-text words (a phrase)
  searches.push_back(searches.front() + " killed");
  searches.push_back("Atrox\xE2\x80\x99Old");
  std::int64_t many = 0, one_page = 0;
  for (const std::string& text : searches) {
    std::string escaped;
    for (const char c : text) {
      char hex[4];
      std::snprintf(hex, sizeof hex, "%%%02X", static_cast<unsigned char>(c));
      escaped += std::isalnum(static_cast<unsigned char>(c)) ? std::string(1, c) : std::string(hex);
    }
    const std::string matches =
        "g.id IN (SELECT rowid FROM global_fts WHERE global_fts MATCH '" + fts_expression_of(text) + "')";
    const std::int64_t total = db.scalar_int("SELECT COUNT(*) FROM global g WHERE " + matches);
    many += total > 1000 ? 1 : 0;
    one_page += total <= 10 ? 1 : 0;
    for (const std::string& shape : {std::string(), std::string("&pageNumber=2"), std::string("&sortOrder=asc"),
                                     std::string("&sortBy=GlobalValue&pageSize=30")}) {
      const std::string query = "search=" + escaped + shape;
      INFO(query);
      const Json body = ok_json(*demo.live, "/globals?" + query);
      const std::int64_t page = body.at("pageNumber"), size = body.at("pageSize");
      const std::string order = shape == "&sortOrder=asc"       ? "g.ts, g.id"
                                : shape.find("GlobalValue") != std::string::npos ? "g.value DESC, g.id DESC"
                                                                                 : "g.ts DESC, g.id DESC";
      Ids expected;
      snap::Statement& rows = db.prepare("SELECT g.id FROM global g WHERE " + matches + " ORDER BY " + order +
                                         " LIMIT ?1 OFFSET ?2");
      rows.bind(1, size).bind(2, (page - 1) * size);
      while (rows.step()) expected.push_back(rows.int64(0));
      rows.reset();
      CHECK(ids_of(body.at("items")) == expected);
      CHECK(body.at("totalCount") == std::min<std::int64_t>(total, 1000));
      CHECK(body.at("totalCountExact") == (total <= 1000));
    }
  }
  CHECK(many >= 2);      // the busiest avatar's and subject's searches go past the cap
  CHECK(one_page >= 2);  // and whole names of avatars with few globals fit one page
}

TEST_CASE("rule: a subject's wording holds only words that the message of every global of that subject holds",
          "[globals][search]") {
  snap::Database db(snap::test::demo_world().db, snap::OpenMode::ReadOnly);
  auto busiest = db.prepare_uncached(
      "SELECT subject FROM global WHERE subject IS NOT NULL GROUP BY subject ORDER BY COUNT(*) DESC, subject LIMIT 12");
  int words = 0;
  while (busiest->step()) {
    const std::string subject = busiest->text(0);
    auto wording = db.prepare_uncached("SELECT word FROM global_subject_wording WHERE subject = ?1 AND word <> ''");
    wording->bind(1, subject);
    while (wording->step()) {
      const std::string word = wording->text(0);
      INFO(subject << ": " << word);
      auto lacking = db.prepare_uncached(
          "SELECT COUNT(*) FROM global g WHERE g.subject = ?1 AND g.id NOT IN"
          " (SELECT rowid FROM global_fts WHERE global_fts MATCH ?2)");
      lacking->bind(1, subject).bind(2, "\"" + word + "\"");
      REQUIRE(lacking->step());
      CHECK(lacking->int64(0) == 0);
      ++words;
    }
  }
  CHECK(words > 12 * 5);  // each busy subject's messages share its wording's words and its own name's
}

