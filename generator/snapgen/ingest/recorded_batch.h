// recorded_batch.h: what a batch of new activity rows gets inside the write transaction that recorded it,
// whichever writer recorded them (`snapgen ingest` from a chat.log, `snapgen replicate` from the activity log):
// the new globals matched to events and challenges, every derived figure the API reads folded forward
// (derived/fold_new_globals.h), the new trade messages indexed and marked, and a new data version.
#pragma once

#include <cstdint>
#include <vector>

#include "core/clock.h"
#include "core/db/database.h"
#include "core/domain/global_matching.h"

namespace snap {

// Runs inside the caller's write transaction; `changes.globals` and `trade_ids` are the rows the batch
// inserted. Does nothing when the batch recorded nothing.
MatchSummary complete_recorded_batch(Database& db, const RecordedChanges& changes,
                                     const std::vector<std::int64_t>& trade_ids, UnixTime now);

}  // namespace snap
