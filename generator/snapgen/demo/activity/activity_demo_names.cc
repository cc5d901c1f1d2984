// activity_demo_names.cc: invented avatar and team names in the game's style (chat-log.md section 1: three
// words "First Nick Last", digits and lower case allowed, now and then a double space). "(Shared Loot)" is no
// team's name: it stands for a team with none (core/domain/shared_loot.h).
#include "snapgen/demo/activity/activity_demo_names.h"

#include <cctype>

namespace snap::activity_demo {
namespace {

// clang-format off
const std::vector<std::string> kFirstNames = {
    "Mira", "Rin",   "Tor",   "Vela",  "Ada",   "Lio",   "Kai",   "Geo",    "Zed",   "Nia",   "Mega",  "Anna",
    "Bjorn", "Cara", "Dax",   "Eli",   "Fenna", "Gus",   "Hana",  "Ivo",    "Jora",  "Kato",  "Lena",  "Milo",
    "Nora", "Oskar", "Pia",   "Quinn", "Rafa",  "Sven",  "Tilda", "Uma",    "Vik",   "Wren",  "Xan",   "Yara",
    "Zoltan", "Arno", "Bea",  "Cyrus", "Dina",  "Emil",  "Frida", "Gerd",   "Hugo",  "Inga",  "Jonas", "Kira",
    "Lars", "Maja",  "Nils",  "Olga",  "Per",   "Rosa",  "Saga",  "Timo",   "Ulla",  "Vera",  "Wim",   "Alma",
    "Boris", "Celia", "Dante", "Edda", "Felix", "Greta", "Hal",   "Iris",   "Jarl",  "Knut",  "Liv",   "Magnus",
    "Nadia", "Otto", "Petra", "Ragna", "Stig",  "Tove",  "Ulf",   "Vidar",  "Ylva",  "Big",   "Old",   "Doc"};
const std::vector<std::string> kFirstOnsets = {"Ka", "Lo", "Mi", "Ra", "Ze", "Ti", "Va", "Do", "Sha", "Kor",
                                               "Bel", "Dru", "Fa", "Gri", "Ho", "Jun", "Ma", "Ne", "Py", "Su"};
const std::vector<std::string> kFirstEndings = {"n", "ra", "lo", "rin", "dex", "va", "th", "mo", "ly", "ssa",
                                                "rik", "na", "tor", "lia", "bo", "mir", "sha", "ron", "ko", "ndra"};
const std::vector<std::string> kNicknames = {
    "Quickshot", "Swift", "Ore",    "Rock",   "Forge",  "Lucky",  "Scout",  "Tier",   "Loot",   "Volt",
    "Voltage",   "Iron",  "Shadow", "Grim",   "Red",    "Stone",  "Hawk",   "Wolf",   "Drake",  "Spark",
    "Frost",     "Blaze", "Sniper", "Tank",   "Doc",    "Digger", "Hammer", "Ghost",  "Nova",   "Comet",
    "Rusty",     "Silent", "Mad",   "Happy",  "Lazy",   "Crazy",  "Tiny",   "Viking", "Pirate", "Ninja",
    "Ranger",    "Hunter", "Miner", "Crafter", "Trader", "Boom",  "Bolt",   "Zap",    "Buzz",   "Deepdig"};
const std::vector<std::string> kNickPrefixes = {"Quick", "Dead", "Iron", "Fire", "Ice",   "Storm",   "Night",
                                                "Sky",   "Bone", "Gold", "Sun",  "Moon",  "Star",    "Thunder",
                                                "Rock",  "Steel", "Blood", "Wild", "Dark", "Bright"};
const std::vector<std::string> kNickSuffixes = {"shot",   "eye",  "fist",  "blade",  "heart",   "claw",   "fang",
                                                "wing",   "born", "walker", "breaker", "runner", "hand",  "foot",
                                                "tooth",  "skull", "digger", "smith", "bane",   "strike"};
const std::vector<std::string> kLastNames = {
    "Holm",  "Oda",    "Lund",  "Dunn",   "Lind",   "Park",  "Berg",   "Moss",  "Varg",  "Hansen", "Kade",   "Jak",
    "Strand", "Dahl",  "Falk",  "Gran",   "Hedin",  "Juhl",  "Krag",   "Lorn",  "Mork",  "Nord",   "Ost",    "Quist",
    "Rask",  "Sand",   "Tull",  "Vik",    "Wall",   "Bloom", "Crane",  "Drake", "Fox",   "Grey",   "Hart",   "Knox",
    "Lane",  "Marsh",  "Nash",  "Pike",   "Reed",   "Shaw",  "Stone",  "Thorne", "Vale", "Wade",   "York",   "Abbot",
    "Brandt", "Castell", "Dorn", "Eriks", "Frey",   "Gould", "Hale",   "Ives",  "Jansen", "Keller", "Lowe",  "Moreau",
    "Novak", "Okafor", "Petrov", "Rossi", "Sato",   "Tanaka", "Ueda",  "Vargas", "Weber", "Yilmaz", "Zhou",  "Ek"};
const std::vector<std::string> kLastStems = {"Ber", "Dal", "Fen", "Gar", "Hol", "Kar", "Lin",
                                             "Mar", "Nor", "Ros", "Sol", "Tor", "Vin", "Wes"};
const std::vector<std::string> kLastEndings = {"gren", "strom", "by", "dal", "holt", "ton",
                                               "ley",  "mark",  "sen", "vik", "wood", "ford"};

const std::vector<std::string> kTeamAdjectives = {"Iron",   "Crimson", "Silent", "Golden", "Shadow", "Frozen", "Wild",
                                                  "Lucky",  "Storm",   "Night",  "Steel",  "Burning", "Broken",
                                                  "Hidden", "Royal",   "Rusty",  "Savage", "Thunder", "Black", "White"};
const std::vector<std::string> kTeamNouns = {"Wolves", "Drakes",   "Ravens",    "Miners",     "Hunters",
                                             "Legion", "Brotherhood", "Syndicate", "Rangers",  "Guardians",
                                             "Nomads", "Raiders",  "Collective", "Outlaws",   "Pioneers",
                                             "Vipers", "Titans",   "Foxes",     "Bears",      "Owls"};
const std::vector<std::string> kTeamPlaces = {"Calypso", "Arkadia", "Cyrene",  "Monria",   "Toulan",
                                              "Eudoria", "Amethera", "Setesh", "Port Atlantis", "Twin Peaks"};
// clang-format on

std::string first_name(DemoRandom& rng) {
  if (rng.chance(0.6)) return rng.pick(kFirstNames);
  return rng.pick(kFirstOnsets) + rng.pick(kFirstEndings);
}

std::string nickname(DemoRandom& rng) {
  std::string nick = rng.chance(0.5) ? rng.pick(kNicknames) : rng.pick(kNickPrefixes) + rng.pick(kNickSuffixes);
  if (rng.chance(0.04)) nick += std::to_string(rng.between(1, 99));  // "Sniper77"
  return nick;
}

std::string last_name(DemoRandom& rng) {
  if (rng.chance(0.6)) return rng.pick(kLastNames);
  return rng.pick(kLastStems) + rng.pick(kLastEndings);
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// One candidate: mostly "First Nick Last"; a few without a nickname, in lower case, or with the double space
// real names can carry ("Mega Voltage  Jak").
std::string candidate_avatar_name(DemoRandom& rng) {
  std::string first = first_name(rng), last = last_name(rng);
  const bool no_nick = rng.chance(0.03);
  std::string nick = no_nick ? "" : nickname(rng);
  const double shape = rng.unit();
  if (shape < 0.02) {
    first = lower(first), nick = lower(nick), last = lower(last);
  } else if (shape < 0.04) {
    nick = lower(nick);
  }
  if (no_nick) return first + " " + last;
  const char* gap = rng.chance(0.01) ? "  " : " ";
  return first + " " + nick + gap + last;
}

std::string candidate_team_name(DemoRandom& rng) {
  const double shape = rng.unit();
  const std::string adjective = rng.pick(kTeamAdjectives), noun = rng.pick(kTeamNouns);
  if (shape < 0.45) return adjective + " " + noun;
  if (shape < 0.65) return "The " + adjective + " " + noun;
  if (shape < 0.8) return noun + " of " + rng.pick(kTeamPlaces);
  return adjective + " " + noun + (rng.chance(0.5) ? " Clan" : " Crew");
}

}  // namespace

std::string make_avatar_name(DemoRandom& rng, std::unordered_set<std::string>& taken) {
  for (;;) {
    std::string name = candidate_avatar_name(rng);
    if (taken.insert(name).second) return name;
  }
}

std::vector<std::string> make_team_names(DemoRandom& rng, size_t count) {
  std::vector<std::string> names;
  std::unordered_set<std::string> taken;
  for (int attempt = 0; names.size() < count; ++attempt) {
    std::string name = candidate_team_name(rng);
    if (attempt > 50 * static_cast<int>(count)) name += " " + std::to_string(names.size());  // pool exhausted
    if (taken.insert(name).second) names.push_back(std::move(name));
  }
  return names;
}

}  // namespace snap::activity_demo
