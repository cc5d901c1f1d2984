// statement_json_test.cc: a column written as JSON text (Statement::append_json) is, byte for byte, what
// to_bytes() writes for the same column read as a value (Statement::json), for every kind of column value.
#include <catch2/catch.hpp>

#include <string>

#include "core/db/database.h"

using namespace snap;

TEST_CASE("rule: a column written as JSON text is to_bytes of the column read as JSON, for every kind of value",
          "[json]") {
  Database db(":memory:", OpenMode::Create);
  db.exec("CREATE TABLE thing (flag BOOLEAN, n INTEGER, x REAL, name TEXT)");
  db.exec("INSERT INTO thing VALUES (1, -7, 12.5, 'Atrox \"Old\"' || char(10) || 'caf' || char(233))");
  db.exec("INSERT INTO thing VALUES (0, 9223372036854775807, 1e300, CAST(X'41C3' AS TEXT))");  // broken UTF-8
  db.exec("INSERT INTO thing VALUES (NULL, NULL, NULL, NULL)");
  db.exec("INSERT INTO thing VALUES (2, 3.25, 4, '')");  // stored types that differ from the declared ones
  Statement& rows = db.prepare("SELECT flag, n, x, name, n + 1 FROM thing ORDER BY rowid");
  int checked = 0;
  while (rows.step()) {
    for (int i = 0; i < rows.column_count(); ++i) {
      TextBuffer text;
      text += '[';
      rows.append_json(text, i);
      INFO("row " << checked / rows.column_count() << " column " << i);
      CHECK(text.view() == "[" + to_bytes(rows.json(i)));
      ++checked;
    }
  }
  rows.reset();
  CHECK(checked == 20);
}
