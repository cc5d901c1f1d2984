// rows_stamp.cc: the rows of rows_stamp.h, each column as text, digested.
#include "core/routes/shared/rows_stamp.h"

#include <cstdio>

#include "core/bytes/body_digest.h"

namespace snap {
namespace {

// Every column of every row, NULL told apart from an empty text, columns and rows separated.
void append_rows(Statement& rows, std::string& out) {
  while (rows.step()) {
    for (int i = 0; i < rows.column_count(); ++i) {
      if (rows.is_null(i)) out += '\x01';
      else out += rows.text(i);
      out += '\x1f';
    }
    out += '\x1e';
  }
  rows.reset();
}

}  // namespace

std::string rows_stamp(Database& db, std::initializer_list<const char*> queries, std::int64_t id,
                       std::string_view read_already) {
  std::string read(read_already);
  read += '\x1d';
  for (const char* sql : queries) {
    Statement& rows = db.prepare(sql);
    rows.bind(1, id);
    append_rows(rows, read);
    read += '\x1d';  // a row moved from one query's answer to the next one's changes the stamp too
  }
  char stamp[40];
  std::snprintf(stamp, sizeof stamp, "%zu-%016llx", read.size(), static_cast<unsigned long long>(body_digest(read)));
  return stamp;
}

}  // namespace snap
