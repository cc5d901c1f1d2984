// profile_summary.h: rebuilds the summary tables of schema 0008 that avatar and team profiles read
// (avatar_summary, team_summary, owner_type_summary, owner_month_summary, owner_record, through global_marks.h
// owner_global_marks, and through avatar_name_globals.h avatar_name_globals) from avatar, team, team_member,
// global, pvp_kill and trade_message.
// Called by refresh_derived() inside its transaction.
#pragma once

#include "core/db/database.h"

namespace snap {

void rebuild_profile_summaries(Database& db);

}  // namespace snap
