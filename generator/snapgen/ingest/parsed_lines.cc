// parsed_lines.cc: the reading thread hands lines over in chunks, so the writer takes the lock once per chunk.
#include "snapgen/ingest/parsed_lines.h"

#include <algorithm>
#include <cctype>

#include "snapgen/import/record_kinds.h"

namespace snap {
namespace {

// Below this a batch is read on the caller's thread: a thread costs more than reading a live batch.
constexpr size_t kLinesWorthAThread = 2048;
constexpr size_t kChunk = 512;
constexpr size_t kChunksAhead = 8;  // the reader waits when it is this many chunks ahead of the caller

bool is_trade_channel(const std::string& channel) {
  if (channel.size() < 6 || channel[0] != '#') return false;
  std::string tail = channel.substr(channel.size() - 5);
  for (char& c : tail) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return tail == "trade";
}

}  // namespace

ParsedLine parse_line(const std::string& raw) {
  ParsedLine out;
  out.chat = parse_chat_line(raw);
  if (!out.chat) return out;
  const ChatLine& line = *out.chat;
  if (line.channel == "Globals" && line.sender.empty()) {
    std::optional<ParsedGlobal> global = parse_global_message(line.message);
    if (!global) {
      out.kind = ParsedLine::Kind::UnknownGlobal;
      return out;
    }
    global->ts = line.ts;
    out.kind = ParsedLine::Kind::Global;
    out.record = global_record(*global);
  } else if (is_trade_channel(line.channel) && !line.sender.empty()) {
    out.kind = ParsedLine::Kind::TradeMessage;
  } else {
    out.chat.reset();
  }
  return out;
}

ParsedLines::ParsedLines(const std::vector<std::string>& lines) : lines_(lines), parsed_(lines.size()) {
  if (lines.size() < kLinesWorthAThread) {
    for (size_t i = 0; i < lines.size(); ++i) parsed_[i] = parse_line(lines[i]);
    ready_ = seen_ready_ = lines.size();
    return;
  }
  reader_ = std::thread([this] { read_all(); });
}

ParsedLines::~ParsedLines() {
  if (!reader_.joinable()) return;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;  // the caller may have stopped early (a failed write): the rest is not wanted
  }
  room_.notify_one();
  reader_.join();
}

void ParsedLines::read_all() {
  try {
    for (size_t from = 0; from < lines_.size(); from += kChunk) {
      {
        std::unique_lock<std::mutex> lock(mutex_);
        room_.wait(lock, [&] { return stopping_ || from < taken_ + kChunk * kChunksAhead; });
        if (stopping_) return;
      }
      const size_t to = std::min(lines_.size(), from + kChunk);
      for (size_t i = from; i < to; ++i) parsed_[i] = parse_line(lines_[i]);
      const std::lock_guard<std::mutex> lock(mutex_);
      ready_ = to;
      more_ready_.notify_one();
    }
  } catch (...) {
    const std::lock_guard<std::mutex> lock(mutex_);
    error_ = std::current_exception();
    ready_ = lines_.size();
    more_ready_.notify_one();
  }
}

const ParsedLine& ParsedLines::take(size_t i) {
  if (i % kChunk == 0 && i > 0)  // the chunk before is done with: freed together (faster than line by line)
    for (size_t j = i - kChunk; j < i; ++j) parsed_[j] = ParsedLine{};
  if (i >= seen_ready_ || (reader_.joinable() && i % kChunk == 0)) {
    std::unique_lock<std::mutex> lock(mutex_);
    taken_ = i;
    room_.notify_one();
    more_ready_.wait(lock, [&] { return ready_ > i; });
    if (error_) std::rethrow_exception(error_);
    seen_ready_ = ready_;
  }
  return parsed_[i];
}

}  // namespace snap
