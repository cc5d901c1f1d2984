// file_bytes.h: a whole file's bytes, the one file reader of the project (snapshot files, manifests, fixtures).
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace snap {

// nullopt when the file cannot be opened.
std::optional<std::string> read_file_bytes(const std::filesystem::path& path);

}  // namespace snap
