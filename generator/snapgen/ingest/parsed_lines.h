// parsed_lines.h: a batch's chat.log lines read into what each announces, before anything touches the database.
// A large batch is read on a second thread while the writer records the lines already read (the reading is
// pure: chat_line_parser.h and the global's record), so on a machine with two cores parsing costs the batch no
// time; the reader stays a few thousand lines ahead of the writer at most, so memory does not grow with the
// batch. A small batch (a live one) is read at once on the caller's thread.
#pragma once

#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "core/json_bytes.h"
#include "snapgen/import/chat_line_parser.h"

namespace snap {

// One line as read. `record` is the import record of a global (global_record), `chat` the line's parts.
struct ParsedLine {
  enum class Kind { Other, Global, UnknownGlobal, TradeMessage };
  Kind kind = Kind::Other;
  std::optional<ChatLine> chat;  // every kind but Other
  Json record;                   // Global only
};

// What `raw` announces (see line_ingester.h for which lines are trusted).
ParsedLine parse_line(const std::string& raw);

class ParsedLines {
 public:
  explicit ParsedLines(const std::vector<std::string>& lines);  // starts reading; `lines` must outlive this
  ~ParsedLines();                                                // stops the reading thread and waits for it
  ParsedLines(const ParsedLines&) = delete;
  ParsedLines& operator=(const ParsedLines&) = delete;

  // Line i, taken in order from 0 (waits for it to be read); valid until line i + 1 is taken. Rethrows what
  // reading it threw.
  const ParsedLine& take(size_t i);

 private:
  void read_all();

  const std::vector<std::string>& lines_;
  std::vector<ParsedLine> parsed_;  // each element written by the reader before `ready_` passes it
  std::mutex mutex_;
  std::condition_variable more_ready_;  // the reader moved ready_ on
  std::condition_variable room_;        // the caller moved taken_ on, or stops
  size_t ready_ = 0;          // lines [0, ready_) are read; under mutex_
  size_t taken_ = 0;          // the caller has taken lines [0, taken_) (said once per chunk); under mutex_
  bool stopping_ = false;     // under mutex_
  size_t seen_ready_ = 0;     // the caller's copy of ready_, so it locks only when it catches up or ends a chunk
  std::exception_ptr error_;  // what the reader threw; under mutex_
  std::thread reader_;
};

}  // namespace snap
