// refresh_derived.h: what snapgen rebuilds after any write of source data (demo, import): full-text indexes,
// the cross-category search index and the data version. The edge never writes, so it relies on this.
#pragma once

#include "core/clock.h"
#include "core/db/database.h"

namespace snap {

// The dataset_meta key a migration sets when it changed rows the derived tables were built from
// (0034_shared_loot.sql): `snapgen migrate` then rebuilds them, and every rebuild removes the key.
inline constexpr const char* kDerivedRebuildDue = "derived_rebuild_due";

// Rebuilds every derived table inside the caller's transaction and stamps a new data version.
void refresh_derived(Database& db, UnixTime now);

// Stamps a new data version (dataset_meta data_version, data_written_at) for data written at `now`.
void stamp_data_version(Database& db, UnixTime now);

}  // namespace snap
