// snapshot_store.cc: reading `current`, its manifest and its files.
#include "snapshot_store.h"

#include <iostream>

#include "snapshot_manifest.h"
#include "text/file_bytes.h"

namespace fs = std::filesystem;

namespace snap {

std::shared_ptr<const SnapshotStore::Version> SnapshotStore::load_version(const std::string& name) const {
  // A missing or unreadable manifest gives a version without files: requests fall back to the live render.
  auto version = std::make_shared<Version>();
  version->name = name;
  const auto text = read_file_bytes(dir_ / name / "manifest.json");
  const std::optional<Manifest> manifest = text ? parse_manifest(*text) : std::nullopt;
  if (!manifest) std::cerr << "snapedge: snapshot " << name << " has no readable manifest; answering live\n";
  else version->built_at = manifest->built_at;
  if (manifest)
    for (const ManifestEntry& f : manifest->files) version->etags[f.file] = f.etag;
  return version;
}

std::shared_ptr<const SnapshotStore::Version> SnapshotStore::current_version() {
  std::error_code error;
  const fs::path target = fs::read_symlink(dir_ / "current", error);
  std::lock_guard<std::mutex> lock(mutex_);
  if (error) return loaded_ = nullptr;
  const std::string name = target.filename().string();
  if (!loaded_ || loaded_->name != name) loaded_ = load_version(name);
  return loaded_;
}

std::optional<std::pair<std::string, std::string>> SnapshotStore::current_version_info() {
  const auto version = current_version();
  if (!version) return std::nullopt;
  return std::make_pair(version->name, version->built_at);
}

std::optional<SnapshotFile> SnapshotStore::find(const std::string& file) {
  const auto version = current_version();
  if (!version) return std::nullopt;
  const auto it = version->etags.find(file);
  if (it == version->etags.end()) return std::nullopt;
  auto bytes = read_file_bytes(dir_ / version->name / it->first);
  if (!bytes) return std::nullopt;
  return SnapshotFile{std::move(*bytes), it->second, version->name};
}

}  // namespace snap
