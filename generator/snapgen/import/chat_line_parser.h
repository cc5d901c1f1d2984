// chat_line_parser.h: reads Entropia Universe chat.log lines and recognises the global announcements in them,
// as shared/domain/chat-log.md describes. Pure functions, no database and no state, so thread-safe: `snapgen
// import` uses them for {"line": ...} globals records, and a live chat-log ingest can call them line by line.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/clock.h"

namespace snap {

// One line of chat.log: "YYYY-MM-DD HH:MM:SS [<channel>] [<sender>] <message>".
struct ChatLine {
  UnixTime ts = 0;      // the line's timestamp read as UTC (the game writes it without a zone)
  std::string channel;  // Globals, System, Team, #trade ...
  std::string sender;   // empty for game messages (Globals, System)
  std::string message;  // HTML entities decoded
};

// Splits a chat.log line into its parts; nullopt when the layout or the timestamp is wrong.
std::optional<ChatLine> parse_chat_line(std::string_view line);

// Decodes the entities chat.log writes (&quot; &apos; &amp; &lt; &gt; and numeric &#91; / &#x5B;);
// anything else that starts with '&' is kept as it is.
std::string decode_html_entities(std::string_view text);

// A recognised global announcement, in the terms of the global table (0002_activity.sql).
struct ParsedGlobal {
  UnixTime ts = 0;                       // from the chat line; 0 from parse_global_message
  std::string type;                      // one of the eight API types
  std::string avatar_name;               // empty for team globals
  bool is_team = false;                  // a team's line ("Team "<team>" ...")
  std::optional<std::string> team_name;  // without the quotes; none for loot shared by a team with no name
  std::string subject;                   // creature with maturity, deposit, item, examined object, PvP event creature
  std::optional<double> value;           // PED (PEC values divided by 100); none for Discovery, Tiered Item, PvP
  std::optional<int> tier;               // Tiered Item
  std::optional<int> pvp_kills;          // PvP
  std::optional<std::string> location;   // the text after " at " (kills, deposits) or "in" (discovery, examine)
  bool is_hof = false;                   // ATH counts as HoF too
  bool is_ath = false;
  std::string message;  // the whole decoded message
};

// Recognises a decoded Globals message. Team kills are tried before plain kills, rare items before kills and
// tiers before discoveries; a deposit whose name contains "Asteroid" is Space Mining; an instance "examined ...
// and found something" find is filed under Hunting (no API type of its own). nullopt for unknown wording.
std::optional<ParsedGlobal> parse_global_message(std::string_view message);

// A whole chat.log line that must be a global: the layout, channel Globals and an empty sender are checked
// (players can type fake announcements into other channels). On nullopt, *why_not says what failed.
std::optional<ParsedGlobal> parse_global_line(std::string_view line, std::string* why_not = nullptr);

}  // namespace snap
