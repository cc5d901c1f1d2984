// monthly_series.h: the chart-ready month-by-month series of an avatar or team (/avatars/{slug}/monthly-activity,
// /teams/{slug}/monthly-activity), from owner_month_summary.
#pragma once

#include "core/answer_schema.h"
#include "core/db/database.h"
#include "core/json_bytes.h"
#include "core/model/owner_ref.h"

namespace snap {

// [{"month":"2026-10","globals":n,"value":x,"byType":{"hunting":n,...}}], oldest first, one entry for every
// calendar month (UTC) from the owner's first global to its last, months without globals as zeros; byType
// holds all eight types. Empty for an owner without globals.
Json monthly_series(Database& db, const OwnerRef& owner);
// The JSON Schema of monthly_series()'s list; its months are the component "ActivityMonth".
Json monthly_series_schema(AnswerSchemas& schemas);

}  // namespace snap
