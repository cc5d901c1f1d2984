// tool_families.h: each tool family adds its tools to the registry; tool_registry.cc calls these in order.
#pragma once

namespace snap {

class ToolRegistry;

void add_wiki_tools(ToolRegistry& registry);      // find_wiki_item, get_wiki_item, list_wiki_items
void add_globals_tools(ToolRegistry& registry);   // query_globals, aggregate_globals
void add_avatar_tools(ToolRegistry& registry);    // resolve_avatar, get_avatar_profile
void add_pvp_tools(ToolRegistry& registry);       // query_pvp, aggregate_pvp
void add_trade_tools(ToolRegistry& registry);     // query_trade_messages, aggregate_trade_messages
void add_event_tools(ToolRegistry& registry);     // resolve_event, get_event_standings, aggregate_event_globals,
                                                  // query_event_globals, get_event_teams
void add_document_tools(ToolRegistry& registry);  // search_documentation, search_guides
void add_hunting_tools(ToolRegistry& registry);   // calculate_hunting_setup
void add_ring_tools(ToolRegistry& registry);      // find_ring_combo

}  // namespace snap
