// feed_folder.cc: the feed's files, each written aside, synced and renamed into place.
#include "snapgen/feed/feed_folder.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "core/bytes/file_bytes.h"
#include "core/bytes/gzip.h"
#include "core/feed/feed_sequences.h"
#include "core/params.h"
#include "core/route_table.h"
#include "core/tools/route_call.h"

namespace fs = std::filesystem;

namespace snap {
namespace {

[[noreturn]] void fail(const fs::path& path, int error) {
  throw std::runtime_error("cannot write " + path.string() + ": " + std::strerror(error));
}

// `bytes` as `path`, whole or not at all: written to a temporary name beside it, synced, then renamed over it.
void replace_file(const fs::path& path, const std::string& bytes) {
  const fs::path aside = path.string() + ".tmp";
  write_file_bytes(aside, bytes, true);
  if (::rename(aside.c_str(), path.c_str()) != 0) fail(path, errno);
}

// The folder's entries made durable (the renames into it), before head.json names what they hold.
void sync_folder(const fs::path& folder) {
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) fail(folder, errno);
  const int synced = ::fsync(fd) == 0 ? 0 : errno;
  ::close(fd);
  if (synced != 0) fail(folder, synced);
}

// `bytes` as `name` and their gzip as `name`.gz; the .gz first, so the plain file (what head names and a reader
// checks) is never there without it.
void write_with_gzip(const fs::path& folder, const std::string& name, const std::string& bytes) {
  replace_file(folder / (name + ".gz"), gzip_compress(bytes));
  replace_file(folder / name, bytes);
}

// What head.json says: the newest sequence and the oldest kept; both 0 when there is none (or it cannot be read:
// it is written again).
struct HeadOnDisk {
  std::int64_t seq = 0, oldest = 0;
};
HeadOnDisk head_on_disk(const std::optional<std::string>& head) {
  if (!head) return {};
  const Json parsed = Json::parse(*head, nullptr, false);
  if (!parsed.is_object() || !parsed.contains("seq") || !parsed["seq"].is_number_integer() ||
      !parsed.contains("oldestSeq") || !parsed["oldestSeq"].is_number_integer())
    return {};
  return {parsed["seq"].get<std::int64_t>(), parsed["oldestSeq"].get<std::int64_t>()};
}

void remove_sequence_files(const fs::path& folder, std::int64_t seq, FeedFilesWritten& written) {
  std::error_code ignored;
  if (fs::remove(folder / (std::to_string(seq) + ".json"), ignored)) ++written.removed;
  fs::remove(folder / (std::to_string(seq) + ".json.gz"), ignored);
}

// The sequence number of a file name ("12.json", "12.json.gz"), or 0 for any other file.
std::int64_t seq_of_file(const std::string& name) {
  const size_t dot = name.find('.');
  if (dot == 0 || dot == std::string::npos) return 0;
  const std::string suffix = name.substr(dot);
  if (suffix != ".json" && suffix != ".json.gz") return 0;
  std::int64_t seq = 0;
  for (size_t i = 0; i < dot; ++i) {
    if (name[i] < '0' || name[i] > '9' || i >= 18) return 0;
    seq = seq * 10 + (name[i] - '0');
  }
  return seq;
}

}  // namespace

fs::path feed_globals_folder(const fs::path& snapshots) { return snapshots / "feed" / "globals"; }

FeedFilesWritten write_feed_files(Database& db, const fs::path& folder, UnixTime now, FeedFolderCheck check) {
  fs::create_directories(folder);
  FeedFilesWritten written;
  const Route& sequence_route = find_route("/feed/globals/{seq}.json");
  const Route& head_route = find_route("/feed/globals/head.json");
  const RenderContext ctx(db, now);
  ReadTransaction one_view(db);
  const FeedHead head = read_feed_head(db);
  const std::optional<std::string> head_file = read_file_bytes(folder / "head.json");
  const HeadOnDisk named = head_on_disk(head_file);
  Statement& kept = db.prepare("SELECT seq FROM feed_sequence WHERE seq > ?1 ORDER BY seq");
  std::vector<std::int64_t> to_write;
  kept.bind(1, named.seq);
  while (kept.step()) to_write.push_back(kept.int64(0));
  kept.reset();
  if (check == FeedFolderCheck::Whole)
    for (std::int64_t seq = head.oldest_seq; seq <= named.seq && seq <= head.seq; ++seq)
      if (!fs::exists(folder / (std::to_string(seq) + ".json"))) to_write.push_back(seq);
  for (std::int64_t seq : to_write) {
    write_with_gzip(folder, std::to_string(seq) + ".json",
                    render_body(sequence_route, ctx, {{"seq", std::to_string(seq)}}, Params{}).bytes);
    ++written.sequences;
  }
  const std::string head_bytes = render_body(head_route, ctx, {}, Params{}).bytes;
  if (written.sequences > 0 || head_file != head_bytes) {
    sync_folder(folder);
    write_with_gzip(folder, "head.json", head_bytes);
    sync_folder(folder);
    written.head = true;
  }
  // Then the files of sequences no longer kept: those the old head.json kept and the new one does not, or, looking
  // at every file, any outside what the database keeps (also a folder that served another database before).
  if (check == FeedFolderCheck::SinceHead) {
    for (std::int64_t seq = std::max<std::int64_t>(named.oldest, 1); seq < head.oldest_seq && seq <= named.seq; ++seq)
      remove_sequence_files(folder, seq, written);
    return written;
  }
  for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
    const std::int64_t seq = seq_of_file(entry.path().filename().string());
    if (seq == 0 || (seq >= head.oldest_seq && seq <= head.seq)) continue;
    std::error_code ignored;
    fs::remove(entry.path(), ignored);
    if (entry.path().extension() == ".json") ++written.removed;
  }
  return written;
}

}  // namespace snap
