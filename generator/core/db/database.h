// database.h: the one wrapper around sqlite3. Every SQLite failure becomes a DatabaseError here and nowhere
// else. A Database is used by one thread at a time; snapedge gives each worker thread its own.
#pragma once

#include <sqlite3.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/json_bytes.h"

namespace snap {

class DatabaseError : public std::runtime_error {
 public:
  DatabaseError(int code, const std::string& what) : std::runtime_error(what), code_(code) {}
  int code() const { return code_; }

 private:
  int code_;
};

// A prepared statement, handed out reset by Database::prepare(). Indexes of bind() start at 1,
// of columns at 0 (SQLite's own convention).
class Statement {
 public:
  Statement(sqlite3* db, sqlite3_stmt* stmt) : db_(db), stmt_(stmt) {}
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& reset();
  Statement& bind(int index, std::int64_t value);
  Statement& bind(int index, int value) { return bind(index, static_cast<std::int64_t>(value)); }
  Statement& bind(int index, double value);
  Statement& bind(int index, std::string_view value);
  Statement& bind(int index, const std::string& value) { return bind(index, std::string_view(value)); }
  Statement& bind(int index, const char* value) { return bind(index, std::string_view(value)); }
  Statement& bind_null(int index);
  Statement& bind_blob(int index, std::string_view bytes);
  template <typename T>
  Statement& bind(int index, const std::optional<T>& value) {
    return value ? bind(index, *value) : bind_null(index);
  }

  bool step();  // true while a row is available
  void run();   // step to completion (INSERT/UPDATE)
  // After its binds: steps once and returns column 0 of the first row (0 when there is none), then resets.
  // For a COUNT(*) or another single number.
  std::int64_t single_int64();

  int column_count() const { return sqlite3_column_count(stmt_); }
  const char* column_name(int i) const { return sqlite3_column_name(stmt_, i); }
  // The column's type as its table declares it ("REAL", "BOOLEAN"), known once prepared; nullptr for an
  // expression (an aggregate, a literal, a computed value), whose type SQLite cannot tell.
  const char* declared_type(int i) const { return sqlite3_column_decltype(stmt_, i); }
  bool is_null(int i) const;
  std::int64_t int64(int i) const { return sqlite3_column_int64(stmt_, i); }
  double real(int i) const { return sqlite3_column_double(stmt_, i); }
  std::string text(int i) const;
  std::optional<std::string> optional_text(int i) const;
  // The column's text without a copy: valid until the next step() or reset(). For rows read by the thousand.
  std::string_view view(int i) const;
  std::optional<std::string_view> optional_view(int i) const;
  // A BLOB column's bytes without a copy, valid as view()'s.
  std::string_view blob(int i) const;
  std::optional<std::int64_t> optional_int64(int i) const;
  std::optional<double> optional_real(int i) const;

  // The column as JSON: null for NULL; a boolean where the declared type is BOOLEAN; a number or a string.
  Json json(int i) const;
  // The same value written as JSON text (to_bytes' bytes for json(i)) at the end of `out`, with no copy between.
  void append_json(TextBuffer& out, int i) const;

 private:
  enum class JsonKind { kNull, kBoolean, kInteger, kReal, kString };
  JsonKind json_kind(sqlite3_value* value, int i) const;  // what json(i) makes of column i, `value`
  [[noreturn]] void fail(int rc) const;
  sqlite3* db_;
  sqlite3_stmt* stmt_;
};

enum class OpenMode { ReadOnly, ReadWrite, Create };

class FtsWords;

class Database {
 public:
  Database(const std::string& path, OpenMode mode);
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  void exec(const std::string& sql);
  // A statement prepared once per connection and reset for each use; the SQL text is the cache key, so only
  // SQL from a bounded set belongs here (SQL built from request parameters: prepare_uncached).
  Statement& prepare(const std::string& sql);
  // A statement that is not cached (one-off or dynamically built SQL).
  std::unique_ptr<Statement> prepare_uncached(const std::string& sql);
  // SQL built from a request's shape (which filters it has), never from its values: cached like prepare(),
  // but at most kShapedStatements per connection (a full cache is emptied), so no request can grow it without
  // bound. The reference is valid until the next prepare_shaped() call.
  Statement& prepare_shaped(const std::string& sql);
  static constexpr size_t kShapedStatements = 128;

  std::int64_t scalar_int(const std::string& sql);
  std::int64_t last_insert_id() const { return sqlite3_last_insert_rowid(db_); }
  std::int64_t changed_rows() const { return sqlite3_changes64(db_); }  // by the last INSERT, UPDATE or DELETE
  sqlite3* handle() const { return db_; }
  bool read_only() const { return read_only_; }
  // The full-text tables' word splitter (fts_words.h), made once per connection: making one per request
  // (finding FTS5's tokenizer through a statement, setting up unicode61) was a third of the edge's CPU for a
  // /globals search of an avatar's name (302 -> 167-214 us a request at 10M).
  const FtsWords& fts_words();

  // Abort any statement that runs, or waits for a lock, longer than `limit` (SQLite progress handler, as
  // Datasette's time limit, and a busy handler in place of the 5 s busy timeout).
  void set_query_deadline(std::chrono::milliseconds limit);
  void start_query_clock();

 private:
  void close();
  bool past_deadline() const;
  static int progress_check(void* self);
  static int wait_for_lock(void* self, int attempts);
  sqlite3* db_ = nullptr;
  bool read_only_ = false;
  std::chrono::milliseconds deadline_{0};
  std::chrono::steady_clock::time_point started_;
  std::unordered_map<std::string, std::unique_ptr<Statement>> cache_;
  std::unordered_map<std::string, std::unique_ptr<Statement>> shaped_cache_;
  std::unique_ptr<FtsWords> fts_words_;
};

// BEGIN ... COMMIT around reads: every statement inside sees one version of the data (WAL keeps it stable
// while a writer commits). Ends with the scope. BEGIN and COMMIT are prepared once per connection (an exec()
// parses them on every call, ~5 % of a live answer's CPU).
class ReadTransaction {
 public:
  explicit ReadTransaction(Database& db);
  ~ReadTransaction();
  ReadTransaction(const ReadTransaction&) = delete;
  ReadTransaction& operator=(const ReadTransaction&) = delete;

 private:
  Database& db_;
};

// BEGIN IMMEDIATE ... COMMIT, rolled back by the destructor unless commit() was called.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  void commit();

 private:
  Database& db_;
  bool done_ = false;
};

}  // namespace snap
