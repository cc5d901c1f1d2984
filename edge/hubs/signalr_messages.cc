// signalr_messages.cc: writing and reading the SignalR negotiate, handshake and JSON hub message texts.
#include "edge/hubs/signalr_messages.h"

#include <array>
#include <charconv>
#include <exception>
#include <random>

namespace snap {
namespace {

// Field `name` of `object` when it is a string, else nullptr.
const std::string* string_field(const Json& object, const char* name) {
  auto it = object.find(name);
  return it != object.end() && it->is_string() ? &it->get_ref<const std::string&>() : nullptr;
}

std::string record_of(const Json& message) { return to_bytes(message) + kRecordSeparator; }

ClientMessage malformed(std::string why) {
  ClientMessage message;
  message.kind = ClientMessage::Kind::kMalformed;
  message.error = std::move(why);
  return message;
}

ClientMessage unsupported(std::string why, std::optional<std::string> invocation_id) {
  ClientMessage message;
  message.kind = ClientMessage::Kind::kUnsupported;
  message.error = std::move(why);
  message.invocation_id = std::move(invocation_id);
  return message;
}

const char* type_name(int type) {
  switch (static_cast<HubMessageType>(type)) {
    case HubMessageType::kStreamItem:
      return "StreamItem";
    case HubMessageType::kCompletion:
      return "Completion";
    case HubMessageType::kStreamInvocation:
      return "StreamInvocation";
    case HubMessageType::kCancelInvocation:
      return "CancelInvocation";
    case HubMessageType::kAck:
      return "Ack";
    case HubMessageType::kSequence:
      return "Sequence";
    default:
      return nullptr;
  }
}

}  // namespace

std::string url_safe_base64(std::string_view bytes) {
  static const char kDigits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  out.reserve((bytes.size() * 4 + 2) / 3);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const unsigned n = static_cast<unsigned char>(bytes[i]) << 16 | static_cast<unsigned char>(bytes[i + 1]) << 8 |
                       static_cast<unsigned char>(bytes[i + 2]);
    out += kDigits[n >> 18];
    out += kDigits[(n >> 12) & 63];
    out += kDigits[(n >> 6) & 63];
    out += kDigits[n & 63];
  }
  const std::size_t rest = bytes.size() - i;  // 0, 1 or 2 bytes left: 2 or 3 digits, no padding
  if (rest > 0) {
    unsigned n = static_cast<unsigned char>(bytes[i]) << 16;
    if (rest == 2) n |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += kDigits[n >> 18];
    out += kDigits[(n >> 12) & 63];
    if (rest == 2) out += kDigits[(n >> 6) & 63];
  }
  return out;
}

std::string random_connection_id() {
  std::array<char, 16> bytes{};
  auto fill = [&bytes](std::random_device& source) {
    for (std::size_t i = 0; i < bytes.size(); i += 4) {
      const std::random_device::result_type word = source();  // 32 random bits
      for (std::size_t j = 0; j < 4; ++j) bytes[i + j] = static_cast<char>(word >> (8 * j));
    }
  };
  try {
    std::random_device urandom("/dev/urandom");
    fill(urandom);
  } catch (const std::exception&) {  // no /dev/urandom: the implementation's default source
    std::random_device fallback;
    fill(fallback);
  }
  return url_safe_base64(std::string_view(bytes.data(), bytes.size()));
}

std::optional<int> agreed_negotiate_version(const std::optional<std::string>& requested) {
  if (!requested) return 0;
  const std::string& text = *requested;
  long version = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), version);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || version < 0) return std::nullopt;
  return version >= 1 ? 1 : 0;
}

std::string negotiate_response(int negotiate_version, const std::string& connection_id,
                               const std::string& connection_token) {
  Json body = Json::object();
  body["negotiateVersion"] = negotiate_version >= 1 ? 1 : 0;
  body["connectionId"] = connection_id;
  if (negotiate_version >= 1) body["connectionToken"] = connection_token;
  body["availableTransports"] =
      Json::array({Json{{"transport", "WebSockets"}, {"transferFormats", Json::array({"Text"})}}});
  return to_bytes(body);
}

std::optional<std::string> handshake_refusal(std::string_view record) {
  const Json request = Json::parse(record.begin(), record.end(), nullptr, false);
  if (request.is_discarded() || !request.is_object()) return "The handshake request is not a JSON object.";
  const std::string* protocol = string_field(request, "protocol");
  if (!protocol) return "The handshake request has no protocol.";
  auto version = request.find("version");
  if (version == request.end() || !version->is_number_integer()) return "The handshake request has no integer version.";
  if (*protocol != "json") return "Requested protocol '" + *protocol + "' is not available.";
  if (*version != 1) return "The server does not support version " + to_bytes(*version) + " of the 'json' protocol.";
  return std::nullopt;
}

std::string handshake_response(const std::optional<std::string>& refusal) {
  if (!refusal) return std::string("{}") + kRecordSeparator;
  return record_of(Json{{"error", *refusal}});
}

RecordSplitter::Result RecordSplitter::feed(std::string_view data) {
  Result result;
  std::size_t start = 0;
  while (!overflowed_) {
    const std::size_t end = data.find(kRecordSeparator, start);
    const std::string_view piece = data.substr(start, end == std::string_view::npos ? end : end - start);
    if (partial_.size() + piece.size() > max_record_bytes_) {
      overflowed_ = true;
      partial_ = std::string();  // frees the buffer
      break;
    }
    partial_.append(piece);
    if (end == std::string_view::npos) break;  // the rest waits for the next frame
    result.records.push_back(std::move(partial_));
    partial_.clear();
    start = end + 1;
  }
  result.overflow = overflowed_;
  return result;
}

ClientMessage parse_client_message(std::string_view record) {
  const Json message = Json::parse(record.begin(), record.end(), nullptr, false);
  if (message.is_discarded()) return malformed("the message is not JSON");
  if (!message.is_object()) return malformed("the message is not a JSON object");
  auto type = message.find("type");
  if (type == message.end() || !type->is_number_integer()) return malformed("the message has no integer type");
  if (auto headers = message.find("headers"); headers != message.end() && !headers->is_object())
    return malformed("headers must be an object");

  std::optional<std::string> invocation_id;
  if (auto id = message.find("invocationId"); id != message.end()) {
    if (!id->is_string() || id->get_ref<const std::string&>().empty())
      return malformed("invocationId must be a non-empty string");
    invocation_id = id->get<std::string>();
  }

  const auto number = type->get<Json::number_integer_t>();
  switch (number) {
    case static_cast<int>(HubMessageType::kInvocation): {
      const std::string* target = string_field(message, "target");
      if (!target || target->empty()) return malformed("an Invocation needs a non-empty string target");
      auto arguments = message.find("arguments");
      if (arguments == message.end() || !arguments->is_array())
        return malformed("an Invocation needs an arguments array");
      if (auto streams = message.find("streamIds"); streams != message.end() && !streams->empty())
        return unsupported("streamed arguments (streamIds) are not supported", invocation_id);
      ClientMessage out;
      out.kind = ClientMessage::Kind::kInvocation;
      out.target = *target;
      out.arguments = *arguments;
      out.invocation_id = std::move(invocation_id);
      return out;
    }
    case static_cast<int>(HubMessageType::kPing): {
      ClientMessage out;
      out.kind = ClientMessage::Kind::kPing;
      return out;
    }
    case static_cast<int>(HubMessageType::kClose): {
      ClientMessage out;
      out.kind = ClientMessage::Kind::kClose;
      if (auto error = message.find("error"); error != message.end() && !error->is_null()) {
        if (!error->is_string()) return malformed("a Close error must be a string");
        out.close_error = error->get<std::string>();
      }
      return out;
    }
    default: {
      const char* name = number >= 1 && number <= 9 ? type_name(static_cast<int>(number)) : nullptr;
      if (name) return unsupported(std::string(name) + " messages are not supported", invocation_id);
      return unsupported("unknown message type " + std::to_string(number), invocation_id);
    }
  }
}

std::string invocation_record(std::string_view target, std::string_view arguments_json) {
  const std::string target_json = to_bytes(Json(std::string(target)));
  std::string out;
  out.reserve(32 + target_json.size() + arguments_json.size());
  out += "{\"type\":1,\"target\":";
  out += target_json;
  out += ",\"arguments\":";
  out += arguments_json;
  out += '}';
  out += kRecordSeparator;
  return out;
}

std::string completion_record(const std::string& invocation_id, const Json& result) {
  Json message = object_with_room(3);
  message["type"] = static_cast<int>(HubMessageType::kCompletion);
  message["invocationId"] = invocation_id;
  message["result"] = result;
  return record_of(message);
}

std::string completion_error_record(const std::string& invocation_id, const std::string& error) {
  Json message = object_with_room(3);
  message["type"] = static_cast<int>(HubMessageType::kCompletion);
  message["invocationId"] = invocation_id;
  message["error"] = error;
  return record_of(message);
}

std::string ping_record() { return std::string("{\"type\":6}") + kRecordSeparator; }

std::string close_record(const std::optional<std::string>& error, bool allow_reconnect) {
  Json message = object_with_room(3);
  message["type"] = static_cast<int>(HubMessageType::kClose);
  if (error) message["error"] = *error;
  if (allow_reconnect) message["allowReconnect"] = true;
  return record_of(message);
}

}  // namespace snap
