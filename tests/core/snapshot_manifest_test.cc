// snapshot_manifest_test.cc: manifest.json's one format: the bytes written, read back whole, unknown keys skipped,
// and anything of another shape refused (nullopt), as the edge and `snapgen verify` rely on.
#include <catch2/catch.hpp>

#include "core/snapshot_manifest.h"

using snap::Manifest;
using snap::ManifestEntry;
using snap::manifest_bytes;
using snap::parse_manifest;

namespace {

Manifest two_files() {
  Manifest m;
  m.version = "20261120T120000Z-3fa9c1";
  m.built_at = "2026-11-20T12:00:00Z";
  m.data_version = "20261120T115900Z-0a1b2c3d";
  m.data_stamp = "ab12";
  m.files.push_back({"/weapons", "/weapons?pageNumber=2", "weapons/page-2.json", "e2e4", 6100, "\"fa75-17d4\"", "77fb",
                     1181, false, ""});
  m.files.push_back({"/avatars/{slug}", "/avatars/ivo-\"bolt\"", "avatars/ivo/index.json", "0c1d", 812, "\"01-32c\"",
                     "9f9f", 400, true, "0123456789abcdef 40-00ff"});
  return m;
}

const char* const kTwoFilesText =
    R"({"version":"20261120T120000Z-3fa9c1","builtAt":"2026-11-20T12:00:00Z","dataVersion":"20261120T115900Z-0a1b2c3d",)"
    R"("dataStamp":"ab12","files":[{"pattern":"/weapons","route":"/weapons?pageNumber=2","file":"weapons/page-2.json",)"
    R"("sha256":"e2e4","size":6100,"etag":"\"fa75-17d4\"","gzipSha256":"77fb","gzipSize":1181,"readClock":false},)"
    R"({"pattern":"/avatars/{slug}","route":"/avatars/ivo-\"bolt\"","file":"avatars/ivo/index.json","sha256":"0c1d",)"
    R"("size":812,"etag":"\"01-32c\"","gzipSha256":"9f9f","gzipSize":400,"readClock":true,)"
    R"("fileStamp":"0123456789abcdef 40-00ff"}]})";

bool same_entry(const ManifestEntry& a, const ManifestEntry& b) {
  return a.pattern == b.pattern && a.route == b.route && a.file == b.file && a.sha256 == b.sha256 &&
         a.size == b.size && a.etag == b.etag && a.gzip_sha256 == b.gzip_sha256 && a.gzip_size == b.gzip_size &&
         a.read_clock == b.read_clock && a.file_stamp == b.file_stamp;
}

bool same_manifest(const Manifest& a, const Manifest& b) {
  if (a.version != b.version || a.built_at != b.built_at || a.data_version != b.data_version ||
      a.data_stamp != b.data_stamp || a.files.size() != b.files.size())
    return false;
  for (size_t i = 0; i < a.files.size(); ++i)
    if (!same_entry(a.files[i], b.files[i])) return false;
  return true;
}

}  // namespace

TEST_CASE("manifest format: the bytes written are the documented fields in order, the stamp only when set",
          "[manifest]") {
  CHECK(manifest_bytes(two_files()) == kTwoFilesText);
}

TEST_CASE("manifest format: what is written reads back whole", "[manifest]") {
  const auto read = parse_manifest(manifest_bytes(two_files()));
  REQUIRE(read);
  CHECK(same_manifest(*read, two_files()));
  Manifest empty = two_files();
  empty.files.clear();
  const auto read_empty = parse_manifest(manifest_bytes(empty));
  REQUIRE(read_empty);
  CHECK(same_manifest(*read_empty, empty));
}

TEST_CASE("manifest format: keys a reader does not know are skipped, at any depth", "[manifest]") {
  const std::string text =
      R"({"schema":{"a":[1,{"files":[]}]},"version":"v1","files":[{"extra":{"pattern":5},"pattern":"/p","route":"/p",)"
      R"("file":"p/index.json","sha256":"s","size":1,"etag":"e","gzipSha256":"g","gzipSize":2,"readClock":false,)"
      R"("notes":["x",null,1.5]}],"later":true})";
  const auto read = parse_manifest(text);
  REQUIRE(read);
  CHECK(read->version == "v1");
  REQUIRE(read->files.size() == 1);
  CHECK(read->files[0].pattern == "/p");
  CHECK(read->files[0].gzip_size == 2);
  CHECK(read->files[0].file_stamp.empty());
}

TEST_CASE("manifest format: a document of another shape is refused", "[manifest]") {
  const std::string good_file =
      R"({"pattern":"/p","route":"/p","file":"p/index.json","sha256":"s","size":1,"etag":"e","gzipSha256":"g",)"
      R"("gzipSize":2,"readClock":false})";
  REQUIRE(parse_manifest(R"({"files":[)" + good_file + "]}"));
  for (const std::string& bad : {
           std::string(""), std::string("not json"), std::string("[]"), std::string("5"), std::string("{}"),
           std::string(R"({"files":{}})"), std::string(R"({"files":[5]})"), std::string(R"({"files":["x"]})"),
           std::string(R"({"files":[)" + good_file + "]"),                              // cut short
           std::string(R"({"version":5,"files":[]})"),                                  // a known text as a number
           std::string(R"({"files":[],"files":[]})"),                                   // two lists of files
           std::string(R"({"files":[{"pattern":"/p"}]})"),                               // required fields missing
           std::string(R"({"files":[)" + good_file.substr(0, good_file.size() - 1) + R"(,"size":"1"}]})"),
           std::string(R"({"files":[)" + good_file.substr(0, good_file.size() - 1) + R"(,"readClock":1}]})"),
           std::string(R"({"files":[)" + good_file.substr(0, good_file.size() - 1) + R"(,"route":{}}]})"),
       })
    CHECK_FALSE(parse_manifest(bad));
}
