// file_bytes.h: a whole file's bytes, the one file reader of the project (snapshot files, manifests, fixtures), and
// the one writer of a whole file (snapshot files, the feed's files).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace snap {

// nullopt when the file cannot be opened.
std::optional<std::string> read_file_bytes(const std::filesystem::path& path);

// Writes `bytes` as the file `path` (created, or emptied first), with write(2), so a failure throws saying why
// ("No space left on device"); a stream only says "cannot write", and errno after its close is not reliable.
// `sync`: fsync before closing, for a file renamed into place that readers must find whole after a crash.
void write_file_bytes(const std::filesystem::path& path, const std::string& bytes, bool sync = false);

}  // namespace snap
