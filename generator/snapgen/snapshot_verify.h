// snapshot_verify.h: checks a snapshot version against its manifest.json: every listed file present with the
// listed size and SHA-256, and nothing else in the folder.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace snap {

struct VerifyReport {
  std::string version;
  size_t files_checked = 0;
  std::vector<std::string> missing;  // listed, not on disk
  std::vector<std::string> corrupt;  // on disk with another size or digest
  std::vector<std::string> extra;    // on disk, not listed
  bool ok() const { return missing.empty() && corrupt.empty() && extra.empty(); }
};

// `dir` is a snapshot folder (its `current` version is checked) or a version folder itself. Throws
// std::runtime_error when there is no readable manifest.
VerifyReport verify_snapshot(const std::filesystem::path& dir);

}  // namespace snap
