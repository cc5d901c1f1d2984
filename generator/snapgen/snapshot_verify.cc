// snapshot_verify.cc: manifest-driven verification of a snapshot version.
#include "snapgen/snapshot_verify.h"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "core/snapshot_manifest.h"
#include "core/bytes/sha256.h"
#include "core/bytes/file_bytes.h"

namespace fs = std::filesystem;

namespace snap {
namespace {

// The version folder `dir` names: itself when it holds a manifest, else the target of its `current`.
fs::path version_folder(const fs::path& dir) {
  if (fs::exists(dir / "manifest.json")) return dir;
  if (fs::is_symlink(dir / "current")) return dir / fs::read_symlink(dir / "current");
  throw std::runtime_error(dir.string() + " holds neither manifest.json nor a current snapshot");
}

void check_file(const fs::path& version, const std::string& file, std::int64_t size, const std::string& sha256,
                VerifyReport& report) {
  ++report.files_checked;
  const fs::path path = version / file;
  if (!fs::is_regular_file(path)) {
    report.missing.push_back(file);
    return;
  }
  const std::string bytes = read_file_bytes(path).value_or("");
  if (static_cast<std::int64_t>(bytes.size()) != size || sha256_hex(bytes) != sha256) report.corrupt.push_back(file);
}

}  // namespace

VerifyReport verify_snapshot(const fs::path& dir) {
  const fs::path version = version_folder(dir);
  const std::optional<Manifest> manifest = parse_manifest(read_file_bytes(version / "manifest.json").value_or(""));
  if (!manifest) throw std::runtime_error((version / "manifest.json").string() + " is not a snapshot manifest");
  VerifyReport report;
  report.version = manifest->version;
  std::set<std::string> listed = {"manifest.json", "changes.json"};
  for (const ManifestEntry& entry : manifest->files) {
    check_file(version, entry.file, entry.size, entry.sha256, report);
    check_file(version, entry.file + ".gz", entry.gzip_size, entry.gzip_sha256, report);
    listed.insert(entry.file);
    listed.insert(entry.file + ".gz");
  }
  for (const auto& item : fs::recursive_directory_iterator(version)) {
    if (!item.is_regular_file() && !item.is_symlink()) continue;
    const std::string file = fs::relative(item.path(), version).generic_string();
    if (!listed.count(file)) report.extra.push_back(file);
  }
  std::sort(report.extra.begin(), report.extra.end());
  return report;
}

}  // namespace snap
