// snapshot_writer.cc: the on-disk snapshot layout of DESIGN.md, written so a crash never exposes a partial one.
#include "snapgen/snapshot_writer.h"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <iostream>
#include <stdexcept>

#include "core/json_bytes.h"
#include "core/snapshot_path.h"
#include "core/bytes/file_bytes.h"
#include "core/bytes/gzip.h"
#include "core/bytes/sha256.h"

namespace fs = std::filesystem;

namespace snap {
namespace {

// A new inode every time: the path may be a hard link into the previous version, which must stay as it is.
void write_file(const fs::path& path, const std::string& bytes) {
  fs::create_directories(path.parent_path());
  fs::remove(path);
  write_file_bytes(path, bytes);
}

// A hard link where the file system allows one, else a copy.
void link_or_copy(const fs::path& from, const fs::path& to) {
  std::error_code error;
  fs::create_directories(to.parent_path());
  fs::create_hard_link(from, to, error);
  if (error) fs::copy_file(from, to, fs::copy_options::overwrite_existing);
}

// The version folders of out_dir, newest first (their names start with the build time).
std::vector<fs::path> versions_newest_first(const fs::path& out_dir) {
  std::vector<fs::path> versions;
  for (const auto& entry : fs::directory_iterator(out_dir))
    if (is_version_folder(entry)) versions.push_back(entry.path());
  std::sort(versions.begin(), versions.end(), std::greater<>());
  return versions;
}

// The version `current` points at; empty without one.
std::string current_version_name(const fs::path& out_dir) {
  std::error_code error;
  return fs::read_symlink(out_dir / "current", error).filename().string();
}

std::string changes_json(const SnapshotChanges& changes, const std::string& previous) {
  Json body = Json::object();
  body["previousVersion"] = previous.empty() ? Json(nullptr) : Json(previous);
  body["added"] = changes.added;
  body["changed"] = changes.changed;
  body["removed"] = changes.removed;
  return to_bytes(body);
}

}  // namespace

bool is_version_folder(const fs::directory_entry& entry) {
  const std::string name = entry.path().filename().string();
  return entry.is_directory() && !entry.is_symlink() && !name.empty() && name[0] >= '0' && name[0] <= '9';
}

SnapshotWriter::~SnapshotWriter() {
  std::error_code ignored;
  if (!committed_) fs::remove_all(temp_dir_, ignored);  // a failed build leaves nothing behind
  if (lock_fd_ >= 0) ::close(lock_fd_);
}

SnapshotWriter::SnapshotWriter(fs::path out_dir, UnixTime built_at, std::string data_version, std::string data_stamp,
                               int keep)
    : out_dir_(std::move(out_dir)), keep_(std::max(keep, 1)), built_at_(built_at) {
  fs::create_directories(out_dir_);
  lock_fd_ = ::open((out_dir_ / ".lock").c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644);
  if (lock_fd_ < 0 || ::flock(lock_fd_, LOCK_EX | LOCK_NB) != 0) {  // held until this writer is destroyed
    if (lock_fd_ >= 0) ::close(lock_fd_);
    throw std::runtime_error("another snapgen build is writing " + out_dir_.string());
  }
  for (const auto& entry : fs::directory_iterator(out_dir_))
    if (entry.path().filename().string().rfind(kBuildingFolderPrefix, 0) == 0) fs::remove_all(entry.path());
  temp_dir_ = out_dir_ / (kBuildingFolderPrefix + std::to_string(::getpid()));
  manifest_.built_at = format_iso8601(built_at);
  manifest_.data_version = std::move(data_version);
  manifest_.data_stamp = std::move(data_stamp);
  std::error_code error;
  const fs::path current = fs::read_symlink(out_dir_ / "current", error);
  if (error == std::errc::no_such_file_or_directory) return;  // a first build
  if (error) throw std::runtime_error("cannot read " + (out_dir_ / "current").string() + ": " + error.message());
  previous_dir_ = out_dir_ / current;
  const fs::path manifest_path = previous_dir_ / "manifest.json";
  const std::optional<std::string> manifest_bytes_read = read_file_bytes(manifest_path);
  auto previous = parse_manifest(manifest_bytes_read.value_or(""));
  if (!previous) {
    // Reuse is an optimisation: without the previous manifest every file is written afresh, which also replaces
    // the broken version the edge would otherwise keep answering live.
    std::cerr << "snapgen: previous manifest " << manifest_path.string()
              << (manifest_bytes_read ? " is not a valid manifest" : " cannot be read")
              << "; writing every file afresh\n";
    return;
  }
  previous_version_ = previous->version;
  previous_stamp_ = previous->data_stamp;
  for (ManifestEntry& e : previous->files) {
    previous_by_pattern_[e.pattern].push_back(e);
    previous_entries_[e.file] = std::move(e);
  }
}

void SnapshotWriter::claim(const std::string& file, const std::string& route) {
  if (!files_.insert(file).second)  // e.g. a wiki entry whose slug is a literal route segment, such as "types"
    throw std::runtime_error("two routes write " + file + " (the second is " + route + ")");
}

std::optional<std::vector<ManifestEntry>> SnapshotWriter::reusable(const std::string& pattern) const {
  if (previous_stamp_.empty() || previous_stamp_ != manifest_.data_stamp) return std::nullopt;
  const auto found = previous_by_pattern_.find(pattern);
  if (found == previous_by_pattern_.end()) return std::nullopt;  // a route the previous build did not have
  for (const ManifestEntry& e : found->second)
    if (e.read_clock) return std::nullopt;
  return found->second;
}

std::optional<ManifestEntry> SnapshotWriter::reusable_file(const std::string& file, const std::string& stamp) const {
  const auto found = previous_entries_.find(file);
  if (found == previous_entries_.end() || found->second.read_clock || found->second.file_stamp.empty() ||
      found->second.file_stamp != stamp)
    return std::nullopt;
  return found->second;
}

void SnapshotWriter::keep(const ManifestEntry& previous) {
  claim(previous.file, previous.route);
  unchanged_files_.push_back(previous.file);
  manifest_.files.push_back(previous);
}

void SnapshotWriter::add(const std::string& pattern, const std::string& route, const std::string& file,
                         const std::string& bytes, bool read_clock, const std::string& file_stamp) {
  claim(file, route);
  const std::string digest = sha256_hex(bytes);
  const auto previous = previous_entries_.find(file);
  const bool same = previous != previous_entries_.end() && previous->second.sha256 == digest;
  ManifestEntry entry{pattern, route, file, digest, static_cast<std::int64_t>(bytes.size()), etag_for(bytes),
                      "", 0, read_clock, file_stamp};
  const std::string gz = file + ".gz";
  if (same) {
    entry.gzip_sha256 = previous->second.gzip_sha256;
    entry.gzip_size = previous->second.gzip_size;
    unchanged_files_.push_back(file);
  } else {
    const std::string compressed = gzip_compress(bytes);
    prepare_folder();
    write_file(temp_dir_ / file, bytes);
    write_file(temp_dir_ / gz, compressed);
    entry.gzip_sha256 = sha256_hex(compressed);
    entry.gzip_size = static_cast<std::int64_t>(compressed.size());
    ++files_written_;
    bytes_written_ += static_cast<std::int64_t>(bytes.size() + compressed.size());
  }
  if (previous == previous_entries_.end()) changes_.added.push_back(file);
  else if (!same) changes_.changed.push_back(file);
  manifest_.files.push_back(std::move(entry));
}

std::optional<fs::path> SnapshotWriter::version_to_retire() const {
  const std::vector<fs::path> versions = versions_newest_first(out_dir_);
  if (versions.size() + 1 <= static_cast<size_t>(keep_)) return std::nullopt;  // the new one fits beside them all
  const std::string current = current_version_name(out_dir_);
  for (auto v = versions.rbegin(); v != versions.rend(); ++v)
    if (v->filename() != current) return *v;
  return std::nullopt;
}

void SnapshotWriter::prepare_folder() {
  if (folder_ready_) return;
  folder_ready_ = true;
  if (const std::optional<fs::path> retired = version_to_retire()) {
    // Only a version whose manifest says what it holds: anything else is left for prune_versions to remove.
    if (auto manifest = parse_manifest(read_file_bytes(*retired / "manifest.json").value_or(""))) {
      fs::rename(*retired, temp_dir_);
      retired_version_ = retired->filename().string();
      for (const ManifestEntry& e : manifest->files) in_folder_.emplace(e.file, e.sha256);
      return;
    }
  }
  fs::create_directories(temp_dir_);
}

void SnapshotWriter::place_unchanged_files() {
  for (const std::string& file : unchanged_files_) {
    const auto there = in_folder_.find(file);
    if (there != in_folder_.end()) {
      if (there->second == previous_entries_.at(file).sha256) {
        ++files_in_place_;  // the retired version had these very bytes, and their .gz
        continue;
      }
      fs::remove(temp_dir_ / file);
      fs::remove(temp_dir_ / (file + ".gz"));
    }
    link_or_copy(previous_dir_ / file, temp_dir_ / file);
    link_or_copy(previous_dir_ / (file + ".gz"), temp_dir_ / (file + ".gz"));
  }
}

void SnapshotWriter::remove_retired_files() {
  for (const auto& [file, digest] : in_folder_) {
    if (files_.count(file)) continue;
    const fs::path path = temp_dir_ / file;
    fs::remove(path);
    fs::remove(path.string() + ".gz");
    std::error_code not_empty;  // its folders too, up to the first that still holds something
    for (fs::path folder = path.parent_path(); folder != temp_dir_ && fs::remove(folder, not_empty);)
      folder = folder.parent_path();
  }
}

std::string SnapshotWriter::commit() {
  for (const auto& [file, entry] : previous_entries_)
    if (!files_.count(file)) changes_.removed.push_back(file);
  std::sort(changes_.removed.begin(), changes_.removed.end());
  if (!previous_version_.empty() && changes_.added.empty() && changes_.changed.empty() && changes_.removed.empty()) {
    unchanged_ = committed_ = true;  // and no folder was made: only a file to write makes one
    return previous_version_;
  }
  prepare_folder();
  place_unchanged_files();
  remove_retired_files();

  std::string all_digests;
  for (const ManifestEntry& e : manifest_.files) all_digests += e.file + e.sha256;
  manifest_.version = compact_utc(built_at_) + "-" + sha256_hex(all_digests).substr(0, 6);
  write_file(temp_dir_ / "changes.json", changes_json(changes_, previous_dir_.empty() ? "" : previous_dir_.filename().string()));
  write_file(temp_dir_ / "manifest.json", manifest_bytes(manifest_));
  if (::syncfs(lock_fd_) != 0)  // every file on disk before any rename makes it reachable
    throw std::runtime_error("cannot sync " + out_dir_.string() + " to disk: " + std::strerror(errno));
  const fs::path final_dir = out_dir_ / manifest_.version;
  if (fs::exists(final_dir) && parse_manifest(read_file_bytes(final_dir / "manifest.json").value_or(""))) {
    fs::remove_all(temp_dir_);  // same time and content: that version is already there, complete
  } else {
    // A folder of that name without a readable manifest (damaged) is moved aside and removed, and this complete
    // one takes its name: keeping it instead left `current` on the broken folder while the build said it was done.
    if (fs::exists(final_dir)) {
      const fs::path broken = out_dir_ / (kBuildingFolderPrefix + std::to_string(::getpid()) + "-replaced");
      fs::rename(final_dir, broken);
      fs::rename(temp_dir_, final_dir);
      fs::remove_all(broken);
    } else {
      fs::rename(temp_dir_, final_dir);
    }
  }
  switch_current(out_dir_, manifest_.version);
  committed_ = true;
  prune_versions(out_dir_, keep_);
  return manifest_.version;
}

void switch_current(const fs::path& out_dir, const std::string& version) {
  const fs::path temp_link = out_dir / kCurrentLinkTemp;
  fs::remove(temp_link);
  fs::create_directory_symlink(version, temp_link);
  fs::rename(temp_link, out_dir / "current");
}

void prune_versions(const fs::path& out_dir, int keep) {
  const std::string current = current_version_name(out_dir);
  const std::vector<fs::path> versions = versions_newest_first(out_dir);
  for (size_t i = static_cast<size_t>(std::max(keep, 1)); i < versions.size(); ++i)
    if (versions[i].filename() != current) fs::remove_all(versions[i]);
}

}  // namespace snap
