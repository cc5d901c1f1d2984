// globals_stamp.h: the one way a file stamp (route.h FileStampFn) says which globals a file reads: how many, and
// their ids, from an index alone. A global is never changed once recorded, so the same ids are the same rows.
#pragma once

namespace snap {

// SQL: one text value over the `global` rows a WHERE clause picks (count, lowest, highest and sum of ids).
inline constexpr const char* kGlobalIdsStamp =
    "COUNT(*) || ' ' || IFNULL(MIN(id), 0) || ' ' || IFNULL(MAX(id), 0) || ' ' || IFNULL(SUM(id), 0)";

}  // namespace snap
