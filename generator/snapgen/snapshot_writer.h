// snapshot_writer.h: writes one snapshot version: files into a temporary folder, then manifest.json, then the
// folder renamed to <version> and `current` switched to it atomically (a symlink written as current.tmp and
// renamed, as leveldb's SetCurrentFile). A failure at any step leaves `current` on the previous version.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "clock.h"

namespace snap {

struct ManifestEntry {
  std::string route;  // "/weapons?pageNumber=2"
  std::string file;   // "weapons/page-2.json"
  std::string sha256;
  std::int64_t size = 0;
  std::string etag;
};

class SnapshotWriter {
 public:
  // Prepares a fresh temporary folder under out_dir, removing any left by an interrupted build.
  SnapshotWriter(std::filesystem::path out_dir, UnixTime built_at, std::string data_version);

  void add(const std::string& route, const std::string& file, const std::string& bytes);

  // Writes manifest.json, names the version "<UTC build time>-<content hash>", renames the folder and switches
  // `current`. Returns the version.
  std::string commit();

  std::int64_t bytes_written() const { return bytes_; }
  size_t file_count() const { return entries_.size(); }

 private:
  std::filesystem::path out_dir_, temp_dir_;
  UnixTime built_at_;
  std::string data_version_;
  std::vector<ManifestEntry> entries_;
  std::int64_t bytes_ = 0;
};

// Points `<out_dir>/current` at `version` atomically.
void switch_current(const std::filesystem::path& out_dir, const std::string& version);

// "20261120T120000Z"
std::string compact_utc(UnixTime t);

}  // namespace snap
