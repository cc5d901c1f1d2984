// snapshot_args.cc: snapshot parameter sets shared by the route families.
#include "core/routes/shared/snapshot_args.h"

#include "core/db/database.h"

namespace snap {

SnapshotArgsFn one_snapshot() {
  return [](const RenderContext&) { return std::vector<PathArgs>{PathArgs{}}; };
}

SnapshotArgsFn one_snapshot_per_slug(std::string table) {
  return [table = std::move(table)](const RenderContext& ctx) {
    std::vector<PathArgs> args;
    Statement& rows = ctx.db.prepare("SELECT slug FROM " + table + " ORDER BY slug");
    while (rows.step()) args.push_back({{"slug", rows.text(0)}});
    return args;
  };
}

}  // namespace snap
