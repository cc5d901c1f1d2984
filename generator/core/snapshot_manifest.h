// snapshot_manifest.h: manifest.json, the index of one snapshot version: every file with its route, size,
// SHA-256 and ETag. snapgen writes it; snapedge and `snapgen verify` read it. One format, one reader, one writer.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace snap {

struct ManifestEntry {
  std::string pattern;  // the route table's pattern: "/weapons"
  std::string route;    // "/weapons?pageNumber=2"
  std::string file;   // "weapons/page-2.json", relative to the version folder
  std::string sha256;
  std::int64_t size = 0;
  std::string etag;
  std::string gzip_sha256;  // of the .gz written beside the file (file + ".gz")
  std::int64_t gzip_size = 0;
  bool read_clock = false;  // its render read the clock: it may change with no change of data
  std::string file_stamp;   // what its render read, when its route declares a file stamp (route.h); else empty
};

struct Manifest {
  std::string version;       // "20261120T120000Z-3fa9c1"
  std::string built_at;      // ISO 8601 UTC
  std::string data_version;  // the database's data version the files were rendered from
  std::string data_stamp;    // digest of everything the renders read besides the clock (see build_command.cc)
  std::vector<ManifestEntry> files;
};

std::string manifest_bytes(const Manifest& manifest);

// nullopt when `bytes` is not a manifest.
std::optional<Manifest> parse_manifest(const std::string& bytes);

}  // namespace snap
