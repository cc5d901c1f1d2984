// chat_log_source.h: the lines of a chat.log, read in batches: a file from its start (and, with follow, every
// line appended to it afterwards, across truncation and replacement the way a log rotates), or standard input
// until it ends. A line is yielded only once it is complete (ends with '\n'), except a last unterminated line
// when the input ends without follow. One thread.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdio>
#include <string>
#include <sys/types.h>
#include <vector>

namespace snap {

class ChatLogSource {
 public:
  // `path` "-" is standard input. Throws std::runtime_error when the file cannot be opened.
  ChatLogSource(std::string path, bool follow);
  ~ChatLogSource();
  ChatLogSource(const ChatLogSource&) = delete;
  ChatLogSource& operator=(const ChatLogSource&) = delete;

  // Fills `lines` (cleared first) with up to `max_lines` complete lines. Returns at once when at least one
  // line is ready; when none is, waits for one (follow) polling every `poll`, until `stop` is set. False when
  // there is nothing more: the input ended (without follow) or stop was set, and `lines` is empty.
  bool next_batch(std::vector<std::string>& lines, size_t max_lines, const std::atomic<bool>& stop,
                  std::chrono::milliseconds poll = std::chrono::milliseconds(20));

 private:
  void open_file();
  bool read_available(std::vector<std::string>& lines, size_t max_lines);
  void reopen_if_rotated();

  const std::string path_;
  const bool follow_;
  std::FILE* file_ = nullptr;
  dev_t device_ = 0;
  ino_t inode_ = 0;
  std::string partial_;  // the start of a line whose '\n' has not arrived yet
  bool ended_ = false;   // without follow: the input ended
};

}  // namespace snap
