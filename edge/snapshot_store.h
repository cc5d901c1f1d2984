// snapshot_store.h: the snapshot version `<dir>/current` points at, as snapedge serves it: its manifest
// (file -> ETag) held in memory and swapped whenever `current` is switched to another version. Files are
// found only through the manifest, never by joining request text to a folder. Thread-safe.
#pragma once

#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>

namespace snap {

struct SnapshotFile {
  std::string bytes;
  std::string etag;
  std::string version;
};

class SnapshotStore {
 public:
  explicit SnapshotStore(std::filesystem::path dir) : dir_(std::move(dir)) {}

  // The file's bytes in the current version, or nullopt when there is no snapshot or it lacks the file.
  std::optional<SnapshotFile> find(const std::string& file);

  // The current version's name and build time (manifest builtAt), or nullopt without a snapshot.
  std::optional<std::pair<std::string, std::string>> current_version_info();

 private:
  struct Version {
    std::string name;
    std::string built_at;
    std::unordered_map<std::string, std::string> etags;  // file -> ETag, from manifest.json
  };
  std::shared_ptr<const Version> current_version();
  std::shared_ptr<const Version> load_version(const std::string& name) const;

  std::filesystem::path dir_;
  std::mutex mutex_;
  std::shared_ptr<const Version> loaded_;
};

}  // namespace snap
