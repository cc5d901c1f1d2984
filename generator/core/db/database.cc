// database.cc: sqlite3 calls and their conversion into DatabaseError.
#include "core/db/database.h"

#include "core/db/fts_words.h"
#include "core/db/whole_file_map.h"
#include "core/text/natural_order.h"
#include "core/text/search_words.h"

#include <cstring>
#include <filesystem>
#include <thread>

namespace snap {

Statement::~Statement() { sqlite3_finalize(stmt_); }

void Statement::fail(int rc) const {
  throw DatabaseError(rc, std::string("sqlite: ") + sqlite3_errmsg(db_) + " in: " + sqlite3_sql(stmt_));
}

Statement& Statement::reset() {
  sqlite3_reset(stmt_);
  sqlite3_clear_bindings(stmt_);
  return *this;
}

Statement& Statement::bind(int index, std::int64_t value) {
  if (int rc = sqlite3_bind_int64(stmt_, index, value); rc != SQLITE_OK) fail(rc);
  return *this;
}

Statement& Statement::bind(int index, double value) {
  if (int rc = sqlite3_bind_double(stmt_, index, value); rc != SQLITE_OK) fail(rc);
  return *this;
}

Statement& Statement::bind(int index, std::string_view value) {
  if (int rc = sqlite3_bind_text(stmt_, index, value.data(), static_cast<int>(value.size()), SQLITE_TRANSIENT);
      rc != SQLITE_OK)
    fail(rc);
  return *this;
}

Statement& Statement::bind_blob(int index, std::string_view bytes) {
  if (int rc = sqlite3_bind_blob(stmt_, index, bytes.data(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
      rc != SQLITE_OK)
    fail(rc);
  return *this;
}

Statement& Statement::bind_null(int index) {
  if (int rc = sqlite3_bind_null(stmt_, index); rc != SQLITE_OK) fail(rc);
  return *this;
}

bool Statement::step() {
  const int rc = sqlite3_step(stmt_);
  if (rc == SQLITE_ROW) return true;
  if (rc == SQLITE_DONE) return false;
  const std::string message = std::string("sqlite: ") + sqlite3_errmsg(db_) + " in: " + sqlite3_sql(stmt_);
  sqlite3_reset(stmt_);
  throw DatabaseError(rc, message);
}

std::int64_t Statement::single_int64() {
  const std::int64_t value = step() ? int64(0) : 0;
  reset();
  return value;
}

void Statement::run() {
  while (step()) {
  }
  sqlite3_reset(stmt_);
}

// Columns are read through sqlite3_column_value() and the sqlite3_value_*() calls: each sqlite3_column_*() call
// also checks the statement and takes and leaves the connection's mutex (a call even when there is none), and a
// text column takes two of them (its text, its length), a JSON one three. Read this way, a page of 100 globals'
// 18 columns took 24 % less time in SQLite. The value is valid as a column's text is: until the next step().
namespace {

std::string_view text_of(sqlite3_value* value) {
  const auto* p = reinterpret_cast<const char*>(sqlite3_value_text(value));
  return p ? std::string_view(p, static_cast<size_t>(sqlite3_value_bytes(value))) : std::string_view();
}

bool is_null_value(sqlite3_value* value) { return sqlite3_value_type(value) == SQLITE_NULL; }

}  // namespace

bool Statement::is_null(int i) const { return is_null_value(sqlite3_column_value(stmt_, i)); }

std::string_view Statement::view(int i) const { return text_of(sqlite3_column_value(stmt_, i)); }

std::string_view Statement::blob(int i) const {
  sqlite3_value* value = sqlite3_column_value(stmt_, i);
  const auto* p = static_cast<const char*>(sqlite3_value_blob(value));
  return p ? std::string_view(p, static_cast<size_t>(sqlite3_value_bytes(value))) : std::string_view();
}

std::optional<std::string_view> Statement::optional_view(int i) const {
  sqlite3_value* value = sqlite3_column_value(stmt_, i);
  if (is_null_value(value)) return std::nullopt;
  return text_of(value);
}

std::string Statement::text(int i) const { return std::string(view(i)); }

std::optional<std::string> Statement::optional_text(int i) const {
  const std::optional<std::string_view> text = optional_view(i);
  if (!text) return std::nullopt;
  return std::string(*text);
}

std::optional<std::int64_t> Statement::optional_int64(int i) const {
  sqlite3_value* value = sqlite3_column_value(stmt_, i);
  if (is_null_value(value)) return std::nullopt;
  return sqlite3_value_int64(value);
}

std::optional<double> Statement::optional_real(int i) const {
  sqlite3_value* value = sqlite3_column_value(stmt_, i);
  if (is_null_value(value)) return std::nullopt;
  return sqlite3_value_double(value);
}

Statement::JsonKind Statement::json_kind(sqlite3_value* value, int i) const {
  switch (sqlite3_value_type(value)) {
    case SQLITE_NULL: return JsonKind::kNull;
    case SQLITE_INTEGER: {
      const char* declared = declared_type(i);
      return declared && strcasecmp(declared, "BOOLEAN") == 0 ? JsonKind::kBoolean : JsonKind::kInteger;
    }
    case SQLITE_FLOAT: return JsonKind::kReal;
    default: return JsonKind::kString;
  }
}

Json Statement::json(int i) const {
  sqlite3_value* value = sqlite3_column_value(stmt_, i);
  switch (json_kind(value, i)) {
    case JsonKind::kNull: return nullptr;
    case JsonKind::kBoolean: return sqlite3_value_int64(value) != 0;
    case JsonKind::kInteger: return static_cast<std::int64_t>(sqlite3_value_int64(value));
    case JsonKind::kReal: return sqlite3_value_double(value);
    case JsonKind::kString: break;
  }
  return std::string(text_of(value));
}

void Statement::append_json(TextBuffer& out, int i) const {
  sqlite3_value* value = sqlite3_column_value(stmt_, i);
  switch (json_kind(value, i)) {
    case JsonKind::kNull: out += "null"; return;
    case JsonKind::kBoolean:
      out += sqlite3_value_int64(value) != 0 ? std::string_view("true") : std::string_view("false");
      return;
    case JsonKind::kInteger: append_json_number(out, static_cast<std::int64_t>(sqlite3_value_int64(value))); return;
    case JsonKind::kReal: append_json_number(out, sqlite3_value_double(value)); return;
    case JsonKind::kString: append_json_string(out, text_of(value)); return;
  }
}

namespace {

// Before SQLite's first use in the process: no memory statistics. With them (SQLite's default) every allocation
// and free of every connection takes one process-wide mutex, and the edge's threads, each rendering with its own
// connection, queued on it: a third of an aggregate's time went to that lock under two concurrent requests.
void configure_sqlite_once() {
  static const int configured = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  (void)configured;  // SQLITE_MISUSE when something initialised SQLite first: only the lock is kept then
}

}  // namespace

Database::Database(const std::string& path, OpenMode mode) {
  configure_sqlite_once();
  int flags = SQLITE_OPEN_NOMUTEX;
  if (mode == OpenMode::ReadOnly) flags |= SQLITE_OPEN_READONLY;
  if (mode == OpenMode::ReadWrite) flags |= SQLITE_OPEN_READWRITE;
  if (mode == OpenMode::Create) flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE;
  read_only_ = mode == OpenMode::ReadOnly;
  // A reader maps the whole file (whole_file_map.h), not only SQLite's first 2 GB.
  const char* vfs = read_only_ ? whole_file_map_vfs() : nullptr;
  if (int rc = sqlite3_open_v2(path.c_str(), &db_, flags, vfs); rc != SQLITE_OK) {
    // SQLite says "unable to open database file" for a path that names nothing; say which it is.
    const bool missing = mode != OpenMode::Create && !std::filesystem::exists(path);
    const std::string message = missing ? "no such file" : db_ ? sqlite3_errmsg(db_) : sqlite3_errstr(rc);
    sqlite3_close(db_);
    db_ = nullptr;
    throw DatabaseError(rc, "cannot open database " + path + ": " + message);
  }
  sqlite3_busy_timeout(db_, 5000);
  sqlite3_create_collation_v2(
      db_, kNaturalCollation, SQLITE_UTF8, nullptr,
      [](void*, int a_size, const void* a, int b_size, const void* b) {
        return natural_compare(std::string_view(static_cast<const char*>(a), static_cast<size_t>(a_size)),
                               std::string_view(static_cast<const char*>(b), static_cast<size_t>(b_size)));
      },
      nullptr);
  if (!read_only_) {
    // search_aliases(name): the extra forms of a name the search index holds (search_words.h), for the
    // migration and the snapgen statements that fill search_entry.
    sqlite3_create_function_v2(
        db_, "search_aliases", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, this,
        [](sqlite3_context* context, int, sqlite3_value** args) {
          const unsigned char* name = sqlite3_value_text(args[0]);
          if (name == nullptr) return sqlite3_result_null(context);
          auto& self = *static_cast<Database*>(sqlite3_user_data(context));
          const std::string aliases = search_aliases(self.fts_words().split(reinterpret_cast<const char*>(name)));
          sqlite3_result_text(context, aliases.c_str(), static_cast<int>(aliases.size()), SQLITE_TRANSIENT);
        },
        nullptr, nullptr, nullptr);
  }
  try {
    if (read_only_) {
      exec("PRAGMA query_only = 1");
      // Readers go through a memory map of the file: every connection (the edge's pool, the build's) shares
      // the kernel's page cache instead of copying pages into a private 2 MB cache and re-reading them all the
      // time. Any positive size maps the whole file, past SQLite's compiled-in cap (whole_file_map.h).
      exec("PRAGMA mmap_size = 8589934592");
    } else {
      // snapgen's one writing connection keeps up to 256 MiB of pages (dirty ones of a long transaction too)
      // instead of 2 MB: an import into a 10M-global database re-reads far less.
      exec("PRAGMA cache_size = -262144");
    }
  } catch (...) {  // a file that is not a database fails here: no destructor will close the connection
    close();
    throw;
  }
}

Database::~Database() { close(); }

void Database::close() {
  cache_.clear();  // statements must be finalized before the connection closes
  shaped_cache_.clear();
  fts_words_.reset();  // and the tokenizer deleted
  sqlite3_close(db_);
  db_ = nullptr;
}

const FtsWords& Database::fts_words() {
  if (!fts_words_) fts_words_ = std::make_unique<FtsWords>(*this);
  return *fts_words_;
}

void Database::exec(const std::string& sql) {
  char* error = nullptr;
  if (int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &error); rc != SQLITE_OK) {
    const std::string message = error ? error : sqlite3_errstr(rc);
    sqlite3_free(error);
    throw DatabaseError(rc, "sqlite: " + message);
  }
}

std::unique_ptr<Statement> Database::prepare_uncached(const std::string& sql) {
  sqlite3_stmt* stmt = nullptr;
  if (int rc = sqlite3_prepare_v2(db_, sql.c_str(), static_cast<int>(sql.size()), &stmt, nullptr); rc != SQLITE_OK)
    throw DatabaseError(rc, std::string("sqlite: ") + sqlite3_errmsg(db_) + " preparing: " + sql);
  return std::make_unique<Statement>(db_, stmt);
}

Statement& Database::prepare(const std::string& sql) {
  auto it = cache_.find(sql);
  if (it == cache_.end()) it = cache_.emplace(sql, prepare_uncached(sql)).first;
  return it->second->reset();
}

Statement& Database::prepare_shaped(const std::string& sql) {
  auto it = shaped_cache_.find(sql);
  if (it == shaped_cache_.end()) {
    if (shaped_cache_.size() >= kShapedStatements) shaped_cache_.clear();
    it = shaped_cache_.emplace(sql, prepare_uncached(sql)).first;
  }
  return it->second->reset();
}

std::int64_t Database::scalar_int(const std::string& sql) {
  Statement& stmt = prepare(sql);
  const std::int64_t value = stmt.step() ? stmt.int64(0) : 0;
  stmt.reset();
  return value;
}

bool Database::past_deadline() const { return std::chrono::steady_clock::now() - started_ > deadline_; }

int Database::progress_check(void* self) { return static_cast<Database*>(self)->past_deadline() ? 1 : 0; }

// Waiting for a lock counts against the query's deadline too: a reader of a rollback-journal file that a writer
// holds gives up (SQLITE_BUSY) when its query's time is up, not after SQLite's 5 s busy timeout.
int Database::wait_for_lock(void* self, int attempts) {
  if (static_cast<Database*>(self)->past_deadline()) return 0;
  std::this_thread::sleep_for(std::chrono::milliseconds(attempts < 10 ? 1 : 10));
  return 1;
}

void Database::set_query_deadline(std::chrono::milliseconds limit) {
  deadline_ = limit;
  started_ = std::chrono::steady_clock::now();
  const bool on = limit.count() > 0;
  sqlite3_progress_handler(db_, on ? 10000 : 0, on ? &progress_check : nullptr, this);
  if (on) sqlite3_busy_handler(db_, &wait_for_lock, this);
}

void Database::start_query_clock() { started_ = std::chrono::steady_clock::now(); }

ReadTransaction::ReadTransaction(Database& db) : db_(db) { db_.prepare("BEGIN").run(); }

ReadTransaction::~ReadTransaction() {
  try {
    db_.prepare("COMMIT").run();
  } catch (...) {
  }
}

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  if (!done_) {
    try {
      db_.exec("ROLLBACK");
    } catch (...) {
    }
  }
}

void Transaction::commit() {
  db_.exec("COMMIT");
  done_ = true;
}

}  // namespace snap
