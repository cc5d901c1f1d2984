// calls.mts: what a user's generated client does, against the server's own /openapi.json: openapi-typescript
// turned the document into `api.d.ts` (beside this file when the test runs it), tsc checks every call below
// against those types before any runs (a parameter or a field the document does not declare fails the build),
// then each call goes to the server through openapi-fetch. One call of a route of every family, then every tool.
// Prints one JSON line a call ({"family","path","status","ok"}) for tests/integration/openapi_client_test.cc.
import createClient from "openapi-fetch";
import type { paths } from "./api.js";

const client = createClient<paths>({ baseUrl: process.argv[2] });
let failures = 0;

// Reports one call: its family (the route table's), its path pattern, and whether it answered 200 with a body.
function report(family: string, path: string, response: Response, data: unknown): void {
  const ok = response.status === 200 && data !== undefined;
  if (!ok) failures += 1;
  console.log(JSON.stringify({ family, path, status: response.status, ok }));
}

// The wiki and search: a list, an entry of it by its slug, and a search.
const weapons = await client.GET("/weapons", { params: { query: { pageSize: 2, sortOrder: "desc" } } });
report("wiki-and-search", "/weapons", weapons.response, weapons.data);
const weaponSlug: string = weapons.data!.items[0].slug;
const weapon = await client.GET("/weapons/{slug}", { params: { path: { slug: weaponSlug } } });
report("wiki-and-search", "/weapons/{slug}", weapon.response, weapon.data);
const search = await client.GET("/search", { params: { query: { q: "atrox", limit: 5 } } });
report("wiki-and-search", "/search", search.response, search.data);

// Globals: a filtered page; its total may be capped, then totalPages is null.
const globals = await client.GET("/globals", {
  params: { query: { type: "Hunting", isHof: true, pageSize: 5, fromDate: "2026-01-01" } },
});
report("globals-endpoints", "/globals", globals.response, globals.data);
const totalPages: number | null = globals.data!.totalPages;
void totalPages;

// Avatars and teams.
const avatars = await client.GET("/avatars", { params: { query: { pageNumber: 1 } } });
report("avatars-and-teams", "/avatars", avatars.response, avatars.data);
const avatarSlug: string = avatars.data!.items[0].slug;
const avatarName: string = avatars.data!.items[0].name;
const profile = await client.GET("/avatars/{slug}", { params: { path: { slug: avatarSlug } } });
report("avatars-and-teams", "/avatars/{slug}", profile.response, profile.data);

// Leaderboards: the {board} path parameter takes only the boards.
const board = await client.GET("/leaderboard/{board}/explain/{avatarSlug}", {
  params: { path: { board: "overall", avatarSlug }, query: { pageNumber: 1 } },
});
report("leaderboards", "/leaderboard/{board}/explain/{avatarSlug}", board.response, board.data);
const overall = await client.GET("/leaderboard/overall", { params: { query: { page: 2 } } });
report("leaderboards", "/leaderboard/overall", overall.response, overall.data);

// Statistics and game health.
const health = await client.GET("/stats/game-health/daily", { params: { query: { page: 1, pageSize: 7 } } });
report("statistics", "/stats/game-health/daily", health.response, health.data);

// Events: the list, then an event's scored globals by page number (read as an offset).
const events = await client.GET("/events", { params: { query: { pageSize: 5, sortOrder: "asc" } } });
report("events", "/events", events.response, events.data);
const eventSlug: string = events.data!.items[0].slug;
const eventName: string = events.data!.items[0].name;
const scored = await client.GET("/events/{slug}/globals", {
  params: { path: { slug: eventSlug }, query: { pageNumber: 1, pageSize: 5, sortDir: "asc" } },
});
report("events", "/events/{slug}/globals", scored.response, scored.data);

// Challenges.
const challenges = await client.GET("/challenges", { params: { query: { pageSize: 2 } } });
report("challenges", "/challenges", challenges.response, challenges.data);

// The feed of globals as files: the head, then the newest sequence it names.
const head = await client.GET("/feed/globals/head.json");
report("live-feed", "/feed/globals/head.json", head.response, head.data);
const sequence = await client.GET("/feed/globals/{seq}.json", { params: { path: { seq: head.data!.seq } } });
report("live-feed", "/feed/globals/{seq}.json", sequence.response, sequence.data);
const newestId: number = sequence.data!.globals[sequence.data!.globals.length - 1].id;
if (newestId !== head.data!.lastId) throw new Error(`the newest sequence ends at ${newestId}, the head says ${head.data!.lastId}`);

// Exports and this API.
const exportList = await client.GET("/exports");
report("exports", "/exports", exportList.response, exportList.data);
const openapi = await client.GET("/openapi.json");
report("overview", "/openapi.json", openapi.response, openapi.data);

// Tools: every tool of the registry, each its own operation with typed arguments.
const tool = async (path: string, call: Promise<{ response: Response; data?: unknown }>) => {
  const { response, data } = await call;
  report("tools-and-mcp", path, response, data);
};
await tool("/tools/find_wiki_item", client.GET("/tools/find_wiki_item", { params: { query: { name: "atrox" } } }));
await tool("/tools/get_wiki_item", client.GET("/tools/get_wiki_item", { params: { query: { name: "Atrox" } } }));
await tool(
  "/tools/list_wiki_items",
  client.GET("/tools/list_wiki_items", { params: { query: { category: "weapons", limit: 3 } } }),
);
await tool(
  "/tools/query_globals",
  client.GET("/tools/query_globals", { params: { query: { type: "Mining", isHof: true } } }),
);
await tool("/tools/aggregate_globals", client.GET("/tools/aggregate_globals", { params: { query: {} } }));
await tool("/tools/resolve_avatar", client.GET("/tools/resolve_avatar", { params: { query: { name: avatarName } } }));
await tool(
  "/tools/get_avatar_profile",
  client.GET("/tools/get_avatar_profile", { params: { query: { name: avatarName } } }),
);
await tool("/tools/query_pvp", client.GET("/tools/query_pvp", { params: { query: {} } }));
await tool("/tools/aggregate_pvp", client.GET("/tools/aggregate_pvp", { params: { query: {} } }));
await tool("/tools/query_trade_messages", client.GET("/tools/query_trade_messages", { params: { query: {} } }));
await tool("/tools/aggregate_trade_messages", client.GET("/tools/aggregate_trade_messages", { params: { query: {} } }));
await tool("/tools/resolve_event", client.GET("/tools/resolve_event", { params: { query: { name: eventName } } }));
await tool(
  "/tools/get_event_standings",
  client.GET("/tools/get_event_standings", { params: { query: { event: eventName } } }),
);
await tool(
  "/tools/query_event_globals",
  client.GET("/tools/query_event_globals", { params: { query: { event: eventName } } }),
);
await tool(
  "/tools/aggregate_event_globals",
  client.GET("/tools/aggregate_event_globals", { params: { query: { event: eventName } } }),
);
await tool("/tools/get_event_teams", client.GET("/tools/get_event_teams", { params: { query: { event: eventName } } }));
await tool(
  "/tools/search_documentation",
  client.GET("/tools/search_documentation", { params: { query: { query: "rate limit" } } }),
);
await tool("/tools/search_guides", client.GET("/tools/search_guides", { params: { query: { query: "hunting" } } }));
await tool(
  "/tools/calculate_hunting_setup",
  client.GET("/tools/calculate_hunting_setup", { params: { query: { weapon: weaponName() } } }),
);
// An object argument travels as JSON text (the document says so with its content type).
await tool(
  "/tools/find_ring_combo",
  client.GET("/tools/find_ring_combo", {
    params: { query: { effects: JSON.stringify({ "Critical Damage Added": 0 }), limit: 3 } },
  }),
);

function weaponName(): string {
  return weapon.data!.name;
}

process.exit(failures === 0 ? 0 : 1);
