// snapshot_args.h: the usual answers to "which parameter sets does snapgen write for this route":
// one file for a route without captures, one per slug of a table for /{category}/{slug}-like routes.
#pragma once

#include <string>

#include "core/route.h"

namespace snap {

SnapshotArgsFn one_snapshot();
SnapshotArgsFn one_snapshot_per_slug(std::string table);

}  // namespace snap
