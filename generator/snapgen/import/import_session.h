// import_session.h: the state of one `snapgen import` run: database and clock, cached table shapes, link
// resolution (creating the avatars and teams that activity records name for the first time), the creature
// names globals are matched against, and which records this run already wrote. One thread.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>

#include "core/clock.h"
#include "core/db/database.h"
#include "snapgen/import/table_shape.h"

namespace snap {

class ImportSession {
 public:
  ImportSession(Database& db, UnixTime now) : db_(db), now_(now) {}

  Database& db() { return db_; }
  UnixTime now() const { return now_; }
  const TableShape& shape(const std::string& table);

  // The id of the row of `table` that `name` names: avatars and teams by name, every other table by slug.
  // An unknown avatar or team is created when first_seen is given (as its created_at); else RecordError.
  std::int64_t resolve_link(const std::string& table, const std::string& name, std::optional<UnixTime> first_seen);

  // The wiki creature a Hunting global's subject names: the longest creature name that is the whole subject
  // or the part before one of its spaces ("Atrox Young" -> Atrox). forget_creature_names() after writing creatures.
  std::optional<std::int64_t> creature_for_subject(const std::string& subject);
  void forget_creature_names() { creature_ids_.reset(); }

  // The slug rule (core/model/slug_rule.h) against the slugs `table` holds; the table name when `name`
  // slugifies to nothing.
  std::string unique_slug(const std::string& table, const std::string& name);

  // "FILE:LINE" of the record being imported, for messages that point back at it later.
  void set_location(std::string where) { location_ = std::move(where); }
  // Notes that this run wrote the record `identity` of `kind`; RecordError when an earlier record did.
  void claim(const std::string& kind, const std::string& identity);

  int avatars_created() const { return avatars_created_; }
  int teams_created() const { return teams_created_; }

 private:
  std::int64_t find_or_create_named(const std::string& table, const std::string& name,
                                    std::optional<UnixTime> first_seen);

  Database& db_;
  UnixTime now_;
  std::map<std::string, TableShape> shapes_;
  std::optional<std::unordered_map<std::string, std::int64_t>> creature_ids_;  // name -> id, loaded on first use
  std::map<std::pair<std::string, std::string>, std::string> claimed_;         // (kind, identity) -> location
  std::string location_;
  int avatars_created_ = 0;
  int teams_created_ = 0;
};

}  // namespace snap
