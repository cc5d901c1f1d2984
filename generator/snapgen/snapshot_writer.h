// snapshot_writer.h: writes one snapshot version: files into a temporary folder, then changes.json and
// manifest.json, then the folder renamed to <version> and `current` switched to it atomically (a symlink written
// as current.tmp and renamed, as leveldb's SetCurrentFile). A failure at any step leaves `current` on the
// previous version. Each file has its gzip beside it (file + ".gz"). A file whose bytes equal the previous
// version's is hard-linked, with its .gz, not written or compressed again; when nothing at all changed, no new
// version is made and `current` stays where it is.
// A build that will retire a version (`keep` reached) starts from that version's folder instead of an empty one:
// renamed into place (readers of its old name find nothing, as after a removal), only the files that differ are
// replaced and the ones no longer listed removed. A build's file work is then proportional to what changed, not to
// the snapshot's size (at 1M globals: 67,000 files, each in its own folder).
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/clock.h"
#include "core/snapshot_manifest.h"

namespace snap {

// The names a build uses in the snapshot folder before it is done: its temporary folder's prefix (the process id
// follows) and the link that replaces `current`.
inline constexpr const char* kBuildingFolderPrefix = ".building-";
inline constexpr const char* kCurrentLinkTemp = "current.tmp";

// Whether an entry of the snapshot folder is a version: a real folder whose name starts with its build time.
bool is_version_folder(const std::filesystem::directory_entry& entry);

struct SnapshotChanges {
  std::vector<std::string> added, changed, removed;  // files, against the previous version
};

class SnapshotWriter {
 public:
  // Removes any temporary folder left by an interrupted build and reads the current version's manifest (if any) to
  // link unchanged files from; the build's own folder is made when the first file must be written. A manifest
  // that cannot be read or parsed is reported on stderr and the build writes every file afresh (it replaces the
  // broken version; failing instead would leave that version current until someone repaired it by hand).
  // Only one build writes a folder at a time: a second one fails at once (it holds <out_dir>/.lock).
  // data_stamp: a digest of everything the renders read besides the clock (the caller's definition).
  // keep: how many versions to keep, the new one included.
  SnapshotWriter(std::filesystem::path out_dir, UnixTime built_at, std::string data_version, std::string data_stamp,
                 int keep);
  ~SnapshotWriter();
  SnapshotWriter(const SnapshotWriter&) = delete;
  SnapshotWriter& operator=(const SnapshotWriter&) = delete;

  // One rendered file of `pattern`'s route; read_clock: its render read the clock; file_stamp: its route's stamp
  // of what it read (empty when the route has none).
  void add(const std::string& pattern, const std::string& route, const std::string& file, const std::string& bytes,
           bool read_clock, const std::string& file_stamp = "");

  // The previous version's files of `pattern`, when they are sure to be what a render would give now: the data
  // stamp is unchanged and none of them read the clock. nullopt: render the route.
  std::optional<std::vector<ManifestEntry>> reusable(const std::string& pattern) const;
  // The previous version's `file`, when its route stamps files and the stamp it was written with is `stamp`.
  std::optional<ManifestEntry> reusable_file(const std::string& file, const std::string& stamp) const;
  // Takes one of reusable()'s or reusable_file()'s files into the new version as it is.
  void keep(const ManifestEntry& previous);

  // Without any change against the previous version, returns its name and makes nothing. Otherwise writes
  // changes.json and manifest.json, syncs the file system, names the version "<UTC build time>-<content hash>",
  // renames the folder and switches `current`; then removes all but the `keep` newest versions. Returns the
  // version. Throws, with `current` where it was, when the sync fails.
  std::string commit();
  bool unchanged() const { return unchanged_; }

  size_t file_count() const { return manifest_.files.size(); }
  size_t files_written() const { return files_written_; }  // bodies written (each with its .gz); the rest linked
  std::int64_t bytes_written() const { return bytes_written_; }
  const std::string& retired_version() const { return retired_version_; }  // the folder reused; empty: none
  size_t files_in_place() const { return files_in_place_; }  // unchanged files the retired version already held
  const SnapshotChanges& changes() const { return changes_; }

 private:
  std::filesystem::path out_dir_, temp_dir_, previous_dir_;
  int keep_;
  void claim(const std::string& file, const std::string& route);
  std::optional<std::filesystem::path> version_to_retire() const;  // the oldest that this build pushes out
  void prepare_folder();  // the retired version renamed to temp_dir_, else an empty temp_dir_
  void place_unchanged_files();  // linked from the previous version unless already in the folder
  void remove_retired_files();   // what the retired version held and this one does not

  std::unordered_map<std::string, ManifestEntry> previous_entries_;  // file -> its entry in the current version
  std::unordered_map<std::string, std::vector<ManifestEntry>> previous_by_pattern_;
  std::string previous_version_, previous_stamp_;
  std::vector<std::string> unchanged_files_;                        // to link from the previous version
  std::unordered_map<std::string, std::string> in_folder_;         // file -> SHA-256: the retired version's files
  std::string retired_version_;
  std::unordered_set<std::string> files_;                         // written so far, to refuse a second writer
  int lock_fd_ = -1;
  bool committed_ = false;
  bool unchanged_ = false;
  bool folder_ready_ = false;
  Manifest manifest_;
  SnapshotChanges changes_;
  UnixTime built_at_;
  size_t files_written_ = 0, files_in_place_ = 0;
  std::int64_t bytes_written_ = 0;
};

// Points `<out_dir>/current` at `version` atomically.
void switch_current(const std::filesystem::path& out_dir, const std::string& version);

// Removes version folders of out_dir beyond the `keep` newest, never the one `current` points at.
void prune_versions(const std::filesystem::path& out_dir, int keep);

}  // namespace snap
