// json_bytes.cc: the project's one serializer, hand-written for speed (nlohmann's dump() escapes through a per-byte
// UTF-8 state machine and an output adapter). Its bytes are identical to
// dump(-1, ' ', false, error_handler_t::replace) for every value, which tests/core/json_bytes_test.cc checks; the rare
// string that is not valid UTF-8, and binary values, are handed to dump() itself. The one exception: a raw fragment
// (a binary value of its own subtype, json_bytes.h), whose text is copied as it is.
#include "core/json_bytes.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

#include "core/text/utf8.h"

namespace snap {
namespace {

std::string nlohmann_dump(const Json& value) {
  return value.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
}

// The bytes copied as they are: printable ASCII but '"' and '\\', and 0x7F.
constexpr auto kPlain = [] {
  std::array<bool, 256> plain{};
  for (int c = 0x20; c < 0x80; ++c) plain[c] = c != '"' && c != '\\';
  return plain;
}();

// The subtype that marks a binary value as a raw fragment (raw_json).
constexpr std::uint8_t kRawJsonSubtype = 'j';

bool is_raw(const Json& value) {
  return value.is_binary() && value.get_binary().has_subtype() && value.get_binary().subtype() == kRawJsonSubtype;
}

// Whether any of the eight bytes of `w` is not plain (kPlain): below 0x20, '"', '\\', or 0x80 and up. Bit tricks
// for bytes in a word (https://graphics.stanford.edu/~seander/bithacks.html#ValueInWord): each term is nonzero
// exactly when some byte is of its kind. A message is copied eight bytes a step, most of them all plain, and its
// last few bytes are passed in one step when the last eight are all plain.
bool word_has_special_byte(std::uint64_t w) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  const auto has_zero_byte = [](std::uint64_t v) { return (v - kOnes) & ~v & kHighs; };
  const std::uint64_t below_space = (w - kOnes * 0x20) & ~w & kHighs;
  return (below_space | has_zero_byte(w ^ (kOnes * '"')) | has_zero_byte(w ^ (kOnes * '\\')) | (w & kHighs)) != 0;
}

void append_string(TextBuffer& out, std::string_view s) {
  static const char hex[] = "0123456789abcdef";
  const std::size_t start = out.size();
  out += '"';
  const auto* p = reinterpret_cast<const unsigned char*>(s.data());
  const auto* end = p + s.size();
  const auto* run = p;  // bytes from run to p are copied as they are
  const auto* last_word = s.size() >= 8 ? end - 8 : nullptr;  // the last eight bytes, for the tail
  while (p != end) {
    std::uint64_t word;
    if (end - p >= 8) {
      std::memcpy(&word, p, sizeof word);
      if (!word_has_special_byte(word)) {
        p += 8;
        continue;
      }
    } else if (last_word) {  // fewer than eight left: when the last eight bytes are all plain, so are these
      std::memcpy(&word, last_word, sizeof word);
      if (!word_has_special_byte(word)) {
        p = end;
        continue;
      }
    }
    const unsigned char c = *p;
    if (kPlain[c]) {
      ++p;
    } else if (c >= 0x80) {
      const std::size_t n = utf8_sequence_length(p, end);
      if (n == 0) {  // invalid UTF-8: dump() replaces it by its own rules
        out.truncate(start);
        out += nlohmann_dump(Json(std::string(s)));
        return;
      }
      p += n;
    } else {
      out.append(reinterpret_cast<const char*>(run), p - run);
      out += '\\';
      switch (c) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '\b': out += 'b'; break;
        case '\f': out += 'f'; break;
        case '\n': out += 'n'; break;
        case '\r': out += 'r'; break;
        case '\t': out += 't'; break;
        default: out += "u00"; out += hex[c >> 4]; out += hex[c & 0xF];
      }
      run = ++p;
    }
  }
  out.append(reinterpret_cast<const char*>(run), p - run);
  out += '"';
}

// Roughly the size of the output, so the result is allocated once.
std::size_t estimate(const Json& value) {
  switch (value.type()) {
    case Json::value_t::object: {
      std::size_t n = 2;
      for (const auto& [key, field] : value.get_ref<const Json::object_t&>()) n += key.size() + 4 + estimate(field);
      return n;
    }
    case Json::value_t::array: {
      std::size_t n = 2;
      for (const Json& item : value.get_ref<const Json::array_t&>()) n += 1 + estimate(item);
      return n;
    }
    case Json::value_t::string: return value.get_ref<const Json::string_t&>().size() + 2;
    case Json::value_t::binary: return value.get_binary().size();
    default: return 8;
  }
}

template <typename Integer>
void append_number(TextBuffer& out, Integer x) {
  char buffer[24];
  out.append(buffer, std::to_chars(buffer, buffer + sizeof buffer, x).ptr - buffer);
}

void append_double(TextBuffer& out, double x) {
  if (!std::isfinite(x)) {
    out += "null";
    return;
  }
  char buffer[64];
  // The Grisu2 shortest form that dump() itself prints doubles with (serializer::dump_float).
  out.append(buffer, nlohmann::detail::to_chars(buffer, buffer + sizeof buffer, x) - buffer);
}

void append(TextBuffer& out, const Json& value) {
  switch (value.type()) {
    case Json::value_t::object: {
      const auto& object = value.get_ref<const Json::object_t&>();
      out += '{';
      for (const auto& [key, field] : object) {
        append_string(out, key);
        out += ':';
        append(out, field);
        out += ',';
      }
      if (object.empty()) out += '}'; else out.set_back('}');
      return;
    }
    case Json::value_t::array: {
      const auto& array = value.get_ref<const Json::array_t&>();
      out += '[';
      for (const Json& item : array) {
        append(out, item);
        out += ',';
      }
      if (array.empty()) out += ']'; else out.set_back(']');
      return;
    }
    case Json::value_t::string: append_string(out, value.get_ref<const Json::string_t&>()); return;
    case Json::value_t::boolean: out += value.get_ref<const Json::boolean_t&>() ? "true" : "false"; return;
    case Json::value_t::null: out += "null"; return;
    case Json::value_t::number_integer: append_number(out, value.get_ref<const Json::number_integer_t&>()); return;
    case Json::value_t::number_unsigned: append_number(out, value.get_ref<const Json::number_unsigned_t&>()); return;
    case Json::value_t::number_float: append_double(out, value.get_ref<const Json::number_float_t&>()); return;
    case Json::value_t::binary:
      if (is_raw(value)) {
        const auto& text = value.get_binary();
        out.append(reinterpret_cast<const char*>(text.data()), text.size());
        return;
      }
      out += nlohmann_dump(value);
      return;
    default: out += nlohmann_dump(value); return;  // discarded
  }
}

}  // namespace

std::string to_bytes(const Json& value) {
  TextBuffer out(estimate(value));
  append(out, value);
  return out.take();
}

void append_json_string(TextBuffer& out, std::string_view s) { append_string(out, s); }
void append_json_number(TextBuffer& out, std::int64_t x) { append_number(out, x); }
void append_json_number(TextBuffer& out, double x) { append_double(out, x); }

Json raw_json(std::string_view text) {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(text.data());
  return Json::binary(Json::binary_t::container_type(bytes, bytes + text.size()), kRawJsonSubtype);
}

std::size_t array_length(const Json& value) {
  if (value.is_array()) return value.size();
  if (!is_raw(value)) return 0;
  std::size_t depth = 0, commas = 0;  // depth 1: inside the array itself
  bool any_item = false, in_string = false, escaped = false;
  for (const std::uint8_t byte : value.get_binary()) {
    const char c = static_cast<char>(byte);
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
      continue;
    }
    const bool blank = c == ' ' || c == '\n' || c == '\t' || c == '\r';
    if (depth == 1 && !blank && c != ',' && c != ']') any_item = true;
    if (depth == 1 && c == ',') ++commas;
    if (c == '"') in_string = true;
    else if (c == '[' || c == '{') ++depth;
    else if (c == ']' || c == '}') --depth;
  }
  return any_item ? commas + 1 : 0;
}

Json materialized(Json value) {
  if (is_raw(value)) return Json::parse(value.get_binary().begin(), value.get_binary().end());
  if (value.is_object())
    for (auto& field : value.get_ref<Json::object_t&>()) field.second = materialized(std::move(field.second));
  else if (value.is_array())
    for (Json& item : value.get_ref<Json::array_t&>()) item = materialized(std::move(item));
  return value;
}

Json object_with_room(std::size_t fields) {
  Json object = Json::object();
  object.get_ref<Json::object_t&>().reserve(fields);
  return object;
}

}  // namespace snap
