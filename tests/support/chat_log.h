// chat_log.h: chat.log lines in the game's real format (shared/domain/chat-log.md) for the ingest and live-feed
// tests: "YYYY-MM-DD HH:MM:SS [channel] [sender] message", quotes written as &quot; the way the game writes them.
#pragma once

#include <fstream>
#include <string>
#include <vector>

namespace snap::test {

// A [Globals] [] line at `time` ("2026-11-20 11:59:00").
inline std::string globals_line(const std::string& time, const std::string& message) {
  return time + " [Globals] [] " + message;
}

// A line some player typed into a channel.
inline std::string chat_line(const std::string& time, const std::string& channel, const std::string& sender,
                             const std::string& message) {
  return time + " [" + channel + "] [" + sender + "] " + message;
}

inline void write_lines(const std::string& path, const std::vector<std::string>& lines, bool append = false) {
  std::ofstream out(path, append ? std::ios::app : std::ios::trunc);
  for (const std::string& line : lines) out << line << "\n";
}

}  // namespace snap::test
