// record_reader.cc: JSON Lines reading with line numbers.
#include "snapgen/import/record_reader.h"

#include <cerrno>
#include <cstring>

#include "snapgen/import/import_error.h"

namespace snap {
namespace {

bool is_blank(const std::string& text) { return text.find_first_not_of(" \t\r\n") == std::string::npos; }

// nlohmann's messages start with "[json.exception.parse_error.101] "; the bracket adds nothing for a reader.
std::string without_exception_id(const std::string& what) {
  const size_t end = what.rfind("] ");
  return what.front() == '[' && end != std::string::npos ? what.substr(end + 2) : what;
}

}  // namespace

JsonLinesReader::JsonLinesReader(const std::string& path) : path_(path), in_(path, std::ios::binary) {
  if (!in_) throw ImportError(path, std::string("cannot open: ") + std::strerror(errno));
}

bool JsonLinesReader::next(Json& record) {
  std::string text;
  while (std::getline(in_, text)) {
    ++line_;
    if (line_ == 1 && text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);
    if (!text.empty() && text.back() == '\r') text.pop_back();
    if (is_blank(text)) continue;
    try {
      record = Json::parse(text);
    } catch (const Json::parse_error& e) {
      throw ImportError(path_, line_, "malformed JSON: " + without_exception_id(e.what()));
    }
    if (!record.is_object()) throw ImportError(path_, line_, "a record must be a JSON object");
    return true;
  }
  if (in_.bad()) throw ImportError(path_, line_, "read error");
  return false;
}

std::optional<std::string> header_kind(const Json& record) {
  if (record.size() != 1 || !record.contains("kind") || !record.at("kind").is_string()) return std::nullopt;
  return record.at("kind").get<std::string>();
}

}  // namespace snap
