// global_group_summary.cc: the table is emptied and refilled from the views of schema 0014, in their order (each later
// view reads the rows the one before it wrote).
#include "snapgen/derived/global_group_summary.h"

namespace snap {

void rebuild_global_group_summary(Database& db) {
  db.exec("DELETE FROM global_group_summary");
  for (const char* rule : {"global_group_day_rule", "global_group_month_rule", "global_group_all_time_rule",
                           "global_group_type_rule", "global_group_rollup_rule"})
    db.exec(std::string("INSERT INTO global_group_summary SELECT * FROM ") + rule);
}

}  // namespace snap
