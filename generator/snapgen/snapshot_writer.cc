// snapshot_writer.cc: the on-disk snapshot layout of DESIGN.md, written so a crash never exposes a partial one.
#include "snapshot_writer.h"

#include <unistd.h>

#include <fstream>
#include <stdexcept>

#include "json_bytes.h"
#include "snapshot_path.h"
#include "text/sha256.h"

namespace fs = std::filesystem;

namespace snap {
namespace {

constexpr const char* kTempPrefix = ".building-";

void write_file(const fs::path& path, const std::string& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) throw std::runtime_error("cannot write " + path.string());
}

Json manifest_json(const std::vector<ManifestEntry>& entries, const std::string& version, UnixTime built_at,
                   const std::string& data_version) {
  Json files = Json::array();
  for (const ManifestEntry& e : entries) {
    Json f = Json::object();
    f["route"] = e.route;
    f["file"] = e.file;
    f["sha256"] = e.sha256;
    f["size"] = e.size;
    f["etag"] = e.etag;
    files.push_back(std::move(f));
  }
  Json manifest = Json::object();
  manifest["version"] = version;
  manifest["builtAt"] = format_iso8601(built_at);
  manifest["dataVersion"] = data_version;
  manifest["files"] = std::move(files);
  return manifest;
}

}  // namespace

std::string compact_utc(UnixTime t) {
  std::string out;
  for (char c : format_iso8601(t))
    if (c != '-' && c != ':') out.push_back(c);
  return out;
}

SnapshotWriter::SnapshotWriter(fs::path out_dir, UnixTime built_at, std::string data_version)
    : out_dir_(std::move(out_dir)), built_at_(built_at), data_version_(std::move(data_version)) {
  fs::create_directories(out_dir_);
  for (const auto& entry : fs::directory_iterator(out_dir_))
    if (entry.path().filename().string().rfind(kTempPrefix, 0) == 0) fs::remove_all(entry.path());
  temp_dir_ = out_dir_ / (kTempPrefix + std::to_string(::getpid()));
  fs::create_directories(temp_dir_);
}

void SnapshotWriter::add(const std::string& route, const std::string& file, const std::string& bytes) {
  write_file(temp_dir_ / file, bytes);
  const std::string digest = sha256_hex(bytes);
  entries_.push_back({route, file, digest, static_cast<std::int64_t>(bytes.size()), etag_from_sha256(digest)});
  bytes_ += static_cast<std::int64_t>(bytes.size());
}

std::string SnapshotWriter::commit() {
  std::string all_digests;
  for (const ManifestEntry& e : entries_) all_digests += e.file + e.sha256;
  const std::string version = compact_utc(built_at_) + "-" + sha256_hex(all_digests).substr(0, 6);
  write_file(temp_dir_ / "manifest.json", to_bytes(manifest_json(entries_, version, built_at_, data_version_)));
  const fs::path final_dir = out_dir_ / version;
  if (fs::exists(final_dir)) fs::remove_all(temp_dir_);  // same time and content: that version is already there
  else fs::rename(temp_dir_, final_dir);
  switch_current(out_dir_, version);
  return version;
}

void switch_current(const fs::path& out_dir, const std::string& version) {
  const fs::path temp_link = out_dir / "current.tmp";
  fs::remove(temp_link);
  fs::create_directory_symlink(version, temp_link);
  fs::rename(temp_link, out_dir / "current");
}

}  // namespace snap
