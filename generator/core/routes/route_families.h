// route_families.h: each route family adds its routes to the table; route_table.cc calls these in order.
#pragma once

namespace snap {

class RouteTable;

void add_wiki_routes(RouteTable& table);      // /{category}, /{category}/{slug} for the 27 wiki categories
void add_weapon_routes(RouteTable& table);    // /weapons/types, /weapons/skill-tree
void add_creature_routes(RouteTable& table);  // /creatures/{slug}/stats, /creatures/{slug}/activity
void add_search_routes(RouteTable& table);    // /search
void add_globals_routes(RouteTable& table);   // /globals, /globals/recent, last-5, top-24h, activity-24h, inspect/{id}
void add_avatar_routes(RouteTable& table);    // /avatars, /avatars/{slug} and its globals, top achievements, monthly activity
void add_team_routes(RouteTable& table);      // /teams, /teams/{slug} and its globals, monthly activity
void add_openapi_routes(RouteTable& table);   // /openapi.json, generated from the table itself
void add_feed_routes(RouteTable& table);       // /feed/globals/head.json, /feed/globals/{seq}.json (immutable files)
void add_export_routes(RouteTable& table);     // /exports, /exports/globals/{date}, /exports/wiki (NDJSON files)
void add_docs_page_routes(RouteTable& table);  // /, the documentation page (HTML), generated from the table
void add_leaderboard_routes(RouteTable& table);   // /leaderboard/{overall,hunting,...,pvp}, and .../explain/{avatarSlug}
void add_stats_routes(RouteTable& table);         // /stats/last24h|lastweek|lastmonth, /stats/tracker-stats-*
void add_game_health_routes(RouteTable& table);   // /stats/game-health, /stats/game-health/daily|monthly
void add_event_routes(RouteTable& table);        // /events, /events/templates, /events/{slug}, participants, teams, leaderboard
void add_tool_routes(RouteTable& table);          // /tools, /tools/{name}, /.well-known/mcp/server-card.json
void add_challenge_routes(RouteTable& table);     // /challenges, /challenges/{slug}[/…], /challenges/avatar/{avatarName}

}  // namespace snap
