// chat_line_parser.cc: chat.log line layout, entity decoding and the table of global wordings
// (shared/domain/chat-log.md section 2; wording order as in Entropia Nexus' chat parser).
#include "snapgen/import/chat_line_parser.h"

#include <algorithm>
#include <regex>
#include <vector>

#include "core/domain/global_types.h"
#include "core/domain/shared_loot.h"

namespace snap {
namespace {

constexpr std::string_view kHofMarker = " A record has been added to the Hall of Fame";
constexpr std::string_view kAthMarker = "ALL TIME HIGH";

// A number as globals print it: whole or decimal, thousands may be separated by commas; bounded so that
// stod/stoi cannot overflow. Patterns below write it as {N}.
constexpr std::string_view kNumberPattern = "([0-9][0-9,]{0,14}(?:\\.[0-9]{1,6})?)";

// One wording. `needle` is a literal every matching message contains (a cheap test before the regex);
// `roles` names each capture group: N avatar, T team, S subject, V value, U unit (PED/PEC), R tier,
// K PvP kills, L location.
struct GlobalWording {
  GlobalType type;
  const char* needle;
  const char* pattern;
  const char* roles;
};

using GT = GlobalType;

// Order matters where two wordings could both match: team before plain kill, rare item before kill, tier
// before discovery.
const GlobalWording kWordings[] = {
    {GT::Hunting, " killed a creature (", "Team \"(.+)\" killed a creature \\((.+)\\) with a value of {N} PED(?: at (.+))?", "TSVL"},
    {GT::Mining, " found a deposit (", "Team \"(.+)\" found a deposit \\((.+)\\) with a value of {N} PED(?: at (.+))?", "TSVL"},
    {GT::RareItem, " has found a rare item (", "(.+) has found a rare item \\((.+)\\) with a value of {N} (PED|PEC)", "NSVU"},
    {GT::TieredItem, " to reach tier ", "(.+) is the first colonist to reach tier ([0-9]{1,6}) for (.+)", "NRS"},
    {GT::Discovery, " to discover ", "(.+) is the first colonist to discover (.+?)(?:\\. Item discovered in (.+))?", "NSL"},
    {GT::Mining, " found a deposit (", "(.+) found a deposit \\((.+)\\) with a value of {N} PED(?: at (.+))?", "NSVL"},
    {GT::Construction, "ed an item (", "(.+) (?:constructed|manufactured) an item \\((.+)\\) worth {N} PED", "NSV"},
    {GT::Hunting, " and found something ", "(.+) examined (.+) in (.+) and found something with a value of {N} PED", "NSLV"},
    {GT::Pvp, " others in a row ", "(.+) defeated ([0-9]{1,6}) others in a row before succumbing", "NK"},
    {GT::Pvp, " others as a", "(.+) defeated ([0-9]{1,6}) others as an? (.+)", "NKS"},
    {GT::Hunting, " killed a creature (", "(.+) killed a creature \\((.+)\\) with a value of {N} PED(?: at (.+))?", "NSVL"},
};

struct CompiledWording {
  const GlobalWording* wording;
  std::string prefix;  // the pattern's leading literal text, which every match starts with (`Team "`, or empty)
  std::regex regex;
};

std::string literal_prefix(const std::string& pattern) {
  const size_t special = std::min(pattern.find_first_of("()[]{}.*+?\\|^$"), pattern.size());
  // "an?": a quantifier makes the character before it optional
  const bool last_optional =
      special < pattern.size() && std::string_view("?*{").find(pattern[special]) != std::string_view::npos;
  return pattern.substr(0, last_optional && special > 0 ? special - 1 : special);
}

const std::vector<CompiledWording>& compiled_wordings() {
  static const std::vector<CompiledWording> all = [] {
    std::vector<CompiledWording> out;
    for (const GlobalWording& w : kWordings) {
      std::string pattern = w.pattern;
      if (const size_t at = pattern.find("{N}"); at != std::string::npos) pattern.replace(at, 3, kNumberPattern);
      out.push_back({&w, literal_prefix(pattern), std::regex(pattern)});
    }
    return out;
  }();
  return all;
}

void append_utf8(std::string& out, unsigned long cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

// The character of an entity body ("quot", "#91", "#x5B"), or false when it is not one we decode.
bool entity_code_point(std::string_view body, unsigned long& cp) {
  static const std::pair<std::string_view, unsigned long> kNamed[] = {
      {"quot", '"'}, {"apos", '\''}, {"amp", '&'}, {"lt", '<'}, {"gt", '>'}};
  for (const auto& [name, value] : kNamed)
    if (body == name) return cp = value, true;
  if (body.size() < 2 || body[0] != '#') return false;
  const bool hex = body[1] == 'x' || body[1] == 'X';
  const std::string digits(body.substr(hex ? 2 : 1));
  if (digits.empty() || digits.size() > 7) return false;
  size_t used = 0;
  try {
    cp = std::stoul(digits, &used, hex ? 16 : 10);
  } catch (const std::exception&) {
    return false;
  }
  return used == digits.size() && cp > 0 && cp <= 0x10FFFF;
}

// "1,080" -> 1080.
double parse_number(const std::string& text) {
  std::string digits;
  for (char c : text)
    if (c != ',') digits.push_back(c);
  return std::stod(digits);
}

// Fills `global` from the capture groups of a matched wording.
void apply_roles(const GlobalWording& w, const std::smatch& m, ParsedGlobal& global) {
  for (size_t i = 0; w.roles[i] != '\0'; ++i) {
    if (!m[i + 1].matched) continue;
    const std::string text = m[i + 1].str();
    switch (w.roles[i]) {
      case 'N': global.avatar_name = text; break;
      case 'T':
        global.is_team = true;
        if (text != kSharedLootLabel) global.team_name = text;
        break;
      case 'S': global.subject = text; break;
      case 'V': global.value = parse_number(text); break;
      case 'U': if (text == "PEC") global.value = *global.value / 100.0; break;
      case 'R': global.tier = std::stoi(text); break;
      case 'K': global.pvp_kills = std::stoi(text); break;
      case 'L': global.location = text; break;
    }
  }
  const bool asteroid = w.type == GlobalType::Mining && global.subject.find("Asteroid") != std::string::npos;
  global.type = global_type_info(asteroid ? GlobalType::SpaceMining : w.type).stored;
}

// The announcement without its HoF/ATH suffix and without the closing '!' (and the space before it that
// PvP-as-creature lines have). Only '!' is stripped, so a location such as "F.O.M.A." keeps its dot.
std::string announcement_body(std::string_view message) {
  std::string body(message.substr(0, message.find(kHofMarker)));
  while (!body.empty() && (body.back() == '!' || body.back() == ' ')) body.pop_back();
  return body;
}

// The text inside "[...]" starting at `pos`; advances pos past the closing bracket. False if malformed.
bool read_bracketed(std::string_view line, size_t& pos, std::string& out) {
  if (pos >= line.size() || line[pos] != '[') return false;
  const size_t close = line.find(']', pos + 1);
  if (close == std::string_view::npos) return false;
  out = std::string(line.substr(pos + 1, close - pos - 1));
  pos = close + 1;
  return true;
}

}  // namespace

std::string decode_html_entities(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size(); ++i) {
    const size_t semi = text[i] == '&' ? text.find(';', i + 1) : std::string_view::npos;
    unsigned long cp = 0;
    if (semi != std::string_view::npos && semi - i <= 9 && entity_code_point(text.substr(i + 1, semi - i - 1), cp)) {
      append_utf8(out, cp);
      i = semi;
    } else {
      out.push_back(text[i]);
    }
  }
  return out;
}

std::optional<ChatLine> parse_chat_line(std::string_view line) {
  constexpr size_t kStampLength = 19;  // "YYYY-MM-DD HH:MM:SS"
  if (line.size() < kStampLength + 6 || line[10] != ' ' || line[kStampLength] != ' ') return std::nullopt;
  const std::optional<UnixTime> ts = parse_iso8601_utc(line.substr(0, kStampLength));
  ChatLine chat;
  size_t pos = kStampLength + 1;
  if (!ts || !read_bracketed(line, pos, chat.channel) || pos >= line.size() || line[pos] != ' ') return std::nullopt;
  ++pos;
  if (!read_bracketed(line, pos, chat.sender)) return std::nullopt;
  if (pos < line.size() && line[pos] == ' ') ++pos;
  chat.ts = *ts;
  chat.sender = decode_html_entities(chat.sender);
  chat.message = decode_html_entities(line.substr(pos));
  return chat;
}

std::optional<ParsedGlobal> parse_global_message(std::string_view message) {
  const std::string body = announcement_body(message);
  for (const CompiledWording& c : compiled_wordings()) {
    std::smatch m;
    // The literal tests first: std::regex costs microseconds even for a match that fails at once.
    if (body.compare(0, c.prefix.size(), c.prefix) != 0 || body.find(c.wording->needle) == std::string::npos ||
        !std::regex_match(body, m, c.regex))
      continue;
    ParsedGlobal global;
    apply_roles(*c.wording, m, global);
    const size_t hof = message.find(kHofMarker);
    global.is_hof = hof != std::string_view::npos;
    global.is_ath = global.is_hof && message.find(kAthMarker, hof) != std::string_view::npos;
    global.message = std::string(message);
    return global;
  }
  return std::nullopt;
}

std::optional<ParsedGlobal> parse_global_line(std::string_view line, std::string* why_not) {
  std::string reason;
  std::optional<ParsedGlobal> global;
  const std::optional<ChatLine> chat = parse_chat_line(line);
  if (!chat)
    reason = "not a chat.log line (expected \"YYYY-MM-DD HH:MM:SS [channel] [sender] message\")";
  else if (chat->channel != "Globals")
    reason = "channel is [" + chat->channel + "], not [Globals]";
  else if (!chat->sender.empty())
    reason = "sender is [" + chat->sender + "]; game announcements have an empty sender";
  else if (!(global = parse_global_message(chat->message)))
    reason = "not a known global announcement: " + chat->message;
  if (global) global->ts = chat->ts;
  if (!global && why_not) *why_not = reason;
  return global;
}

}  // namespace snap
