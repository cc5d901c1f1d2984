// dataset_meta.cc: reads and writes of dataset_meta.
#include "core/db/dataset_meta.h"

namespace snap {

std::optional<std::string> read_meta(Database& db, const std::string& key) {
  Statement& stmt = db.prepare("SELECT value FROM dataset_meta WHERE key = ?");
  stmt.bind(1, key);
  std::optional<std::string> value;
  if (stmt.step()) value = stmt.text(0);
  stmt.reset();
  return value;
}

void write_meta(Database& db, const std::string& key, const std::string& value) {
  Statement& stmt = db.prepare("INSERT INTO dataset_meta(key, value) VALUES (?, ?) "
                               "ON CONFLICT(key) DO UPDATE SET value = excluded.value");
  stmt.bind(1, key).bind(2, value);
  stmt.run();
}

std::string data_version(Database& db) { return read_meta(db, "data_version").value_or("unknown"); }

std::string people_replacements(Database& db) { return read_meta(db, "people_replacements").value_or("0"); }

void count_people_replacement(Database& db) {
  write_meta(db, "people_replacements", std::to_string(std::stoll(people_replacements(db)) + 1));
}

}  // namespace snap
