// snapshot_status.cc: reads a snapshot folder's versions and `current` for `snapgen status` (only reads).
#include "snapgen/snapshot_status.h"

#include <algorithm>
#include <stdexcept>

#include "core/snapshot_manifest.h"
#include "core/bytes/file_bytes.h"
#include "snapgen/snapshot_writer.h"

namespace fs = std::filesystem;

namespace snap {
namespace {

VersionStatus version_status(const fs::path& folder) {
  VersionStatus status;
  status.name = folder.filename().string();
  const std::optional<Manifest> manifest = parse_manifest(read_file_bytes(folder / "manifest.json").value_or(""));
  if (!manifest) return status;
  status.complete = true;
  status.built_at = parse_iso8601_utc(manifest->built_at);
  status.data_version = manifest->data_version;
  for (const ManifestEntry& entry : manifest->files) {
    ++status.files;
    status.bytes += entry.size;
    status.gzip_bytes += entry.gzip_size;
  }
  return status;
}

}  // namespace

SnapshotStatus snapshot_status(const fs::path& dir) {
  if (!fs::is_directory(dir)) throw std::runtime_error(dir.string() + " is not a folder");
  SnapshotStatus status;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name == "current" && entry.is_symlink()) {
      status.current = fs::read_symlink(entry.path()).filename().string();
    } else if (name == kCurrentLinkTemp || name.rfind(kBuildingFolderPrefix, 0) == 0) {
      status.leftovers.push_back(name);
    } else if (is_version_folder(entry)) {
      status.versions.push_back(version_status(entry.path()));
    }
  }
  std::sort(status.versions.begin(), status.versions.end(),
            [](const VersionStatus& a, const VersionStatus& b) { return a.name < b.name; });
  std::sort(status.leftovers.begin(), status.leftovers.end());
  for (const VersionStatus& v : status.versions)
    if (status.current && v.name == *status.current) status.current_complete = v.complete;
  return status;
}

}  // namespace snap
