// data_stamp.cc: the digest, over one read transaction's view of the database.
#include "snapgen/data_stamp.h"

#include <vector>

#include "core/text/file_bytes.h"
#include "core/text/sha256.h"

namespace snap {

const std::string& program_digest() {
  static const std::string digest = sha256_hex(read_file_bytes("/proc/self/exe").value_or(""));
  return digest;
}

std::string data_stamp(Database& db) {
  std::string summary = "program=" + program_digest() + "\n";
  Statement& meta = db.prepare("SELECT key, value FROM dataset_meta ORDER BY key");
  while (meta.step()) summary += meta.text(0) + "=" + meta.text(1) + "\n";
  meta.reset();
  // Ordinary rowid tables only: the full-text indexes' shadow tables follow their content tables.
  std::vector<std::string> tables;
  Statement& list = db.prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND wr = 0 "
      "AND name NOT LIKE 'sqlite_%' ORDER BY name");
  while (list.step()) tables.push_back(list.text(0));
  list.reset();
  for (const std::string& table : tables) {
    auto counts = db.prepare_uncached("SELECT COUNT(*), IFNULL(MAX(rowid), 0) FROM \"" + table + "\"");
    if (counts->step()) summary += table + ":" + counts->text(0) + ":" + counts->text(1) + "\n";
  }
  return sha256_hex(summary);
}

}  // namespace snap
