// snapshot_manifest.cc: manifest.json to and from Manifest.
#include "core/snapshot_manifest.h"

#include "core/json_bytes.h"

namespace snap {

std::string manifest_bytes(const Manifest& manifest) {
  Json files = Json::array();
  for (const ManifestEntry& e : manifest.files) {
    Json f = Json::object();
    f["pattern"] = e.pattern;
    f["route"] = e.route;
    f["file"] = e.file;
    f["sha256"] = e.sha256;
    f["size"] = e.size;
    f["etag"] = e.etag;
    f["gzipSha256"] = e.gzip_sha256;
    f["gzipSize"] = e.gzip_size;
    f["readClock"] = e.read_clock;
    if (!e.file_stamp.empty()) f["fileStamp"] = e.file_stamp;
    files.push_back(std::move(f));
  }
  Json body = Json::object();
  body["version"] = manifest.version;
  body["builtAt"] = manifest.built_at;
  body["dataVersion"] = manifest.data_version;
  body["dataStamp"] = manifest.data_stamp;
  body["files"] = std::move(files);
  return to_bytes(body);
}

std::optional<Manifest> parse_manifest(const std::string& bytes) {
  const Json body = Json::parse(bytes, nullptr, false);
  if (body.is_discarded() || !body.is_object() || !body.contains("files") || !body["files"].is_array())
    return std::nullopt;
  try {
    Manifest manifest;
    manifest.version = body.value("version", "");
    manifest.built_at = body.value("builtAt", "");
    manifest.data_version = body.value("dataVersion", "");
    manifest.data_stamp = body.value("dataStamp", "");
    for (const Json& f : body["files"])
      manifest.files.push_back({f.at("pattern").get<std::string>(), f.at("route").get<std::string>(),
                                f.at("file").get<std::string>(), f.at("sha256").get<std::string>(),
                                f.at("size").get<std::int64_t>(), f.at("etag").get<std::string>(),
                                f.at("gzipSha256").get<std::string>(), f.at("gzipSize").get<std::int64_t>(),
                                f.at("readClock").get<bool>(), f.value("fileStamp", "")});
    return manifest;
  } catch (const Json::exception&) {
    return std::nullopt;
  }
}

}  // namespace snap
