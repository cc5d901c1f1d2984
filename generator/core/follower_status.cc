// follower_status.cc: the status file as one small JSON object, {"at": seconds, "behind": messages or null}.
#include "core/follower_status.h"

#include <cstdio>

#include "core/json_bytes.h"
#include "core/bytes/file_bytes.h"

namespace snap {

bool write_follower_status(const std::string& path, const FollowerStatus& status) {
  const Json body{{"at", status.at}, {"behind", status.behind ? Json(*status.behind) : Json(nullptr)}};
  const std::string temporary = path + ".tmp";
  std::FILE* out = std::fopen(temporary.c_str(), "w");
  if (!out) return false;
  const std::string text = to_bytes(body) + "\n";
  const bool written = std::fwrite(text.data(), 1, text.size(), out) == text.size();
  if (std::fclose(out) != 0 || !written) return false;
  return std::rename(temporary.c_str(), path.c_str()) == 0;
}

std::optional<FollowerStatus> read_follower_status(const std::string& path) {
  const std::optional<std::string> text = read_file_bytes(path);
  if (!text) return std::nullopt;
  const Json body = Json::parse(*text, nullptr, false);
  if (!body.is_object() || !body.contains("at") || !body.at("at").is_number_integer()) return std::nullopt;
  FollowerStatus status;
  status.at = body.at("at").get<UnixTime>();
  if (body.contains("behind") && body.at("behind").is_number_integer()) status.behind = body.at("behind").get<std::int64_t>();
  return status;
}

std::string follower_staleness(const std::optional<FollowerStatus>& status, UnixTime now) {
  if (!status) return "the follower has written no status";
  if (now - status->at > kFollowerSilentSeconds)
    return "the follower last wrote " + std::to_string(now - status->at) + " s ago";
  if (status->behind && *status->behind > kFollowerBehindMessages)
    return "the follower is " + std::to_string(*status->behind) + " messages behind the activity log";
  return "";
}

}  // namespace snap
