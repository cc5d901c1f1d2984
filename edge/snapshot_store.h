// snapshot_store.h: the snapshot version `<dir>/current` points at, as snapedge serves it. Its manifest is held
// in memory and looked up by route key ("/weapons?pageNumber=2"), never by joining request text to a folder.
// Files are read from disk once and then held in memory (both encodings) within a byte budget; answers
// prepared from them (see dispatch) are kept beside them. `current` is read on every request; a request that
// finds it switched wakes the store's loader thread and is answered from the version it has, so no request waits
// for a manifest to be read (a large snapshot's takes seconds, and under load the one request that read it was
// answered seconds late). The loader reads the new manifest, carries over the bodies of files whose digest did not
// change, and switches; a removed `current` is seen at once (nothing to load). A version stays alive while a
// request still uses it. Thread-safe.
#pragma once

#include <sys/stat.h>

#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <shared_mutex>
#include <string>
#include <thread>
#include <unordered_map>

#include "core/snapshot_manifest.h"

namespace snap {

// A file's bytes and its gzip sidecar's, as written by snapgen build.
struct FileBodies {
  std::string sha256;
  std::shared_ptr<const std::string> identity, gzip;
};

// Something dispatch built from a file for this version (headers ready to send); opaque to the store.
struct PreparedFile;

class SnapshotVersion {
 public:
  SnapshotVersion(std::filesystem::path folder, std::string name, size_t memory_budget);

  const std::string& name() const { return name_; }
  const std::string& built_at() const { return built_at_; }
  // The data version its files were rendered from (the manifest's), what their X-Data-Version says.
  const std::string& data_version() const { return data_version_; }
  bool has(const std::string& route_key) const { return entries_.count(route_key) > 0; }
  // True when this version was loaded without a readable manifest and the manifest file has changed since (a
  // build wrote the version again under the same name): it is worth loading again. One stat, broken versions only.
  bool manifest_appeared() const;
  const ManifestEntry* entry(const std::string& route_key) const;

  // The bodies of `route_key`'s file: from memory, else read from disk (and kept within the budget); nullptr
  // when the manifest lacks the route or the files cannot be read (then the caller answers live).
  std::shared_ptr<const FileBodies> bodies(const std::string& route_key);

  std::shared_ptr<const PreparedFile> prepared(const std::string& route_key) const;
  void keep_prepared(const std::string& route_key, std::shared_ptr<const PreparedFile> file);

  // Takes the in-memory bodies of `older` whose digest this version lists unchanged.
  void carry_over(const SnapshotVersion& older);

 private:
  std::filesystem::path folder_;
  std::string name_, built_at_, data_version_;
  bool has_manifest_ = false;
  struct stat manifest_seen_ {};  // the manifest file as the constructor found it (zeroed when missing)
  std::unordered_map<std::string, ManifestEntry> entries_;  // route key -> entry
  size_t memory_budget_;
  mutable std::shared_mutex mutex_;
  std::unordered_map<std::string, std::shared_ptr<const FileBodies>> bodies_;
  std::unordered_map<std::string, std::shared_ptr<const PreparedFile>> prepared_;
  size_t memory_used_ = 0;
};

class SnapshotStore {
 public:
  // memory_budget: bytes of file bodies held in memory per version (both encodings counted). Loads the version
  // `current` points at before it returns.
  SnapshotStore(std::filesystem::path dir, size_t memory_budget);
  ~SnapshotStore();  // stops the loader
  SnapshotStore(const SnapshotStore&) = delete;
  SnapshotStore& operator=(const SnapshotStore&) = delete;

  // The version loaded (nullptr without a snapshot). When `current` names another, the loader is woken and this
  // version is returned until it has switched.
  std::shared_ptr<SnapshotVersion> current();

 private:
  bool is_loaded(const std::shared_ptr<SnapshotVersion>& loaded, const std::string& name) const;
  void reload();
  void release_when_unused(std::shared_ptr<SnapshotVersion>& old);
  void load_when_asked();
  std::string current_name() const;

  std::filesystem::path dir_;
  size_t memory_budget_;
  std::shared_ptr<SnapshotVersion> loaded_;  // read and written with std::atomic_load/atomic_store
  std::mutex loader_mutex_;
  std::condition_variable loader_wake_;
  bool load_asked_ = false, stopping_ = false;  // guarded by loader_mutex_
  std::thread loader_;
};

}  // namespace snap
