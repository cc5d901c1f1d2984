// trade_message_json.cc: one row of kTradeMessageColumns -> its JSON.
#include "core/model/trade_message_json.h"

#include "core/clock.h"

namespace snap {

const char* const kTradeMessageColumns = "t.id, t.ts, t.channel, t.sender_name, a.name, t.intent, t.message";
const char* const kTradeMessageFrom = " FROM trade_message t LEFT JOIN avatar a ON a.id = t.avatar_id";

Json trade_message_json(const Statement& row) {
  Json message = Json::object();
  message["id"] = row.int64(0);
  message["dateTime"] = format_iso8601(row.int64(1));
  message["channel"] = row.text(2);
  message["senderName"] = row.text(3);
  message["avatarName"] = row.is_null(4) ? Json(nullptr) : Json(row.text(4));
  message["intent"] = row.is_null(5) ? Json(nullptr) : Json(row.text(5));
  message["message"] = row.text(6);
  return message;
}

}  // namespace snap
