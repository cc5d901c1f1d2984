// snapshot_status.h: what a snapshot folder holds, for `snapgen status`: each version folder with its manifest's
// build time, data version, file count and bytes, which one `current` points at, and what an interrupted build
// left behind (a .building- folder or a current.tmp link, which the next build removes).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/clock.h"

namespace snap {

struct VersionStatus {
  std::string name;                  // the folder's name, the version
  bool complete = false;             // its manifest.json reads as a manifest
  std::optional<UnixTime> built_at;  // from the manifest
  std::string data_version;          // the database's data version it was rendered from
  std::int64_t files = 0;            // files the manifest lists (each also has a .gz)
  std::int64_t bytes = 0;            // their sizes
  std::int64_t gzip_bytes = 0;       // the sizes of their .gz
};

struct SnapshotStatus {
  std::optional<std::string> current;   // the version `current` points at; none when there is no link
  bool current_complete = false;        // it points at a complete version in this folder
  std::vector<VersionStatus> versions;  // oldest first (version names begin with their build time)
  std::vector<std::string> leftovers;   // .building-* folders and current.tmp
};

// Throws std::runtime_error naming `dir` when it is not a folder.
SnapshotStatus snapshot_status(const std::filesystem::path& dir);

}  // namespace snap
