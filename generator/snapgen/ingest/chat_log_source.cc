// chat_log_source.cc: buffered reads with follow by polling (the file's size and identity), which works the
// same on every file system, local or not.
#include "snapgen/ingest/chat_log_source.h"

#include <sys/stat.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <thread>

namespace snap {

ChatLogSource::ChatLogSource(std::string path, bool follow) : path_(std::move(path)), follow_(follow) { open_file(); }

ChatLogSource::~ChatLogSource() {
  if (file_ && file_ != stdin) std::fclose(file_);
}

void ChatLogSource::open_file() {
  if (path_ == "-") {
    file_ = stdin;
    return;
  }
  std::FILE* file = std::fopen(path_.c_str(), "rb");
  if (!file) throw std::runtime_error("cannot open " + path_ + ": " + std::strerror(errno));
  if (file_) std::fclose(file_);
  file_ = file;
  struct stat info {};
  fstat(fileno(file_), &info);
  device_ = info.st_dev;
  inode_ = info.st_ino;
  partial_.clear();
}

// Appends the complete lines that can be read now (at most max_lines); true when it read any.
bool ChatLogSource::read_available(std::vector<std::string>& lines, size_t max_lines) {
  char buffer[65536];
  while (lines.size() < max_lines && std::fgets(buffer, sizeof buffer, file_)) {
    partial_ += buffer;
    if (partial_.back() != '\n') continue;  // a longer line, or one still being written
    partial_.pop_back();
    if (!partial_.empty() && partial_.back() == '\r') partial_.pop_back();
    lines.push_back(std::move(partial_));
    partial_.clear();
  }
  if (std::feof(file_)) {
    std::clearerr(file_);  // so the next read sees what is appended meanwhile
    if (!follow_ || path_ == "-") {  // a pipe that ended gets nothing more
      if (!partial_.empty() && lines.size() < max_lines) lines.push_back(std::move(partial_)), partial_.clear();
      ended_ = partial_.empty();
    }
  }
  return !lines.empty();
}

// A log cut short (truncated in place) is read again from its start; a log replaced by a new file (moved away
// and created anew) is read from the new file's start once the old one has no more to give.
void ChatLogSource::reopen_if_rotated() {
  if (path_ == "-") return;
  struct stat now {};
  if (stat(path_.c_str(), &now) != 0) return;  // moved away, the new one not there yet
  if (now.st_dev != device_ || now.st_ino != inode_) return open_file();
  const long position = std::ftell(file_);
  if (position >= 0 && now.st_size < position) {
    std::rewind(file_);
    partial_.clear();
  }
}

bool ChatLogSource::next_batch(std::vector<std::string>& lines, size_t max_lines, const std::atomic<bool>& stop,
                               std::chrono::milliseconds poll) {
  lines.clear();
  while (!stop) {
    if (read_available(lines, max_lines)) return true;
    if (ended_) return false;
    reopen_if_rotated();
    if (read_available(lines, max_lines)) return true;
    if (!follow_ && ended_) return false;
    std::this_thread::sleep_for(poll);
  }
  return false;
}

}  // namespace snap
