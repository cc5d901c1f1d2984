// activity_demo_global_messages.cc: the English text of a demo global exactly as the game writes it after
// "[Globals] [] ", with HTML entities already decoded (chat-log.md section 2, the table of kinds and the
// "Hall of Fame and All Time High suffixes").
#include "snapgen/demo/activity/activity_demo_global_messages.h"

#include <cmath>

#include "core/domain/global_types.h"
#include "snapgen/demo/activity/activity_demo_global_row.h"

namespace snap::activity_demo {
namespace {

const char kHofSuffix[] = " A record has been added to the Hall of Fame!";
const char kAthSuffix[] = " A record has been added to the Hall of Fame ALL TIME HIGH. Congratulations!";

// "85 PED" or, for a rare item under one PED, "40 PEC"; whole numbers as in every real line.
void append_amount(const GlobalRow& row, std::string& out) {
  const double value = row.value.value_or(0);
  if (row.value_in_pec) {
    out += std::to_string(std::llround(value * 100));
    out += " PEC";
  } else {
    out += std::to_string(std::llround(value));
    out += " PED";
  }
}

// " at <Location>" sits between the value and the "!" of kills and deposits.
void append_place(const GlobalRow& row, std::string& out) {
  if (row.location.empty()) return;
  out += " at ";
  out += row.location;
}

void append_hunting(const GlobalRow& row, std::string& m) {
  if (row.form == MessageForm::InstanceFind) {
    m += "examined " + row.subject + " in " + row.location + " and found something with a value of ";
    append_amount(row, m);
    m += '!';
    return;
  }
  m += "killed a creature (" + row.subject + ") with a value of ";
  append_amount(row, m);
  append_place(row, m);
  m += '!';
}

void append_deposit(const GlobalRow& row, std::string& m) {
  m += "found a deposit (" + row.subject + ") with a value of ";
  append_amount(row, m);
  append_place(row, m);
  m += '!';
}

void append_body(const GlobalRow& row, std::string& m) {
  switch (row.type) {
    case GlobalType::Hunting:
      return append_hunting(row, m);
    case GlobalType::Mining:
    case GlobalType::SpaceMining:
      return append_deposit(row, m);
    case GlobalType::Construction:
      m += "constructed an item (" + row.subject + ") worth ";
      append_amount(row, m);
      m += '!';
      return;
    case GlobalType::RareItem:
      m += "has found a rare item (" + row.subject + ") with a value of ";
      append_amount(row, m);
      m += '!';
      return;
    case GlobalType::Discovery:
      m += "is the first colonist to discover " + row.subject;
      if (row.form == MessageForm::DiscoveredIn) m += ". Item discovered in " + row.location;
      m += '!';
      return;
    case GlobalType::TieredItem:
      m += "is the first colonist to reach tier " + std::to_string(row.tier) + " for " + row.subject + '!';
      return;
    case GlobalType::Pvp:
      m += "defeated " + std::to_string(row.pvp_kills) + " others ";
      m += row.form == MessageForm::PvpAsCreature ? "as a " + row.subject + " !"
                                                  : std::string("in a row before succumbing!");
      return;
  }
}

}  // namespace

void compose_global_message(std::string_view actor, bool team, GlobalRow& row) {
  std::string& m = row.message;
  m.clear();
  if (team) {
    m += "Team \"";  // written &quot; in the raw file; stored decoded
    m += actor;
    m += "\" ";
  } else {
    m += actor;
    m += ' ';
  }
  append_body(row, m);
  if (row.is_ath)
    m += kAthSuffix;
  else if (row.is_hof)
    m += kHofSuffix;
}

}  // namespace snap::activity_demo
