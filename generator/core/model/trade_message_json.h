// trade_message_json.h: the JSON of one trade-chat message, as /hubs/trademessages pushes it. Select with
// kTradeMessageColumns from kTradeMessageFrom so trade_message_json() finds its columns in order.
#pragma once

#include "core/db/database.h"
#include "core/json_bytes.h"

namespace snap {

extern const char* const kTradeMessageColumns;  // alias t = trade_message, a = avatar (LEFT JOIN)
extern const char* const kTradeMessageFrom;

// {"id", "dateTime", "channel", "senderName", "avatarName" (null when the sender is no known avatar), "intent"
// (WTB, WTS, WTT or null), "message"}
Json trade_message_json(const Statement& row);

}  // namespace snap
