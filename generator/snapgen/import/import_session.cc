// import_session.cc: link lookups, avatar/team creation, creature-name matching and duplicate detection.
#include "snapgen/import/import_session.h"

#include <stdexcept>

#include "core/model/slug_rule.h"
#include "snapgen/import/import_error.h"

namespace snap {
namespace {

std::optional<std::int64_t> find_id(Database& db, const std::string& sql, const std::string& value) {
  Statement& find = db.prepare(sql);
  find.bind(1, value);
  std::optional<std::int64_t> id;
  if (find.step()) id = find.int64(0);
  find.reset();
  return id;
}

std::string entity_name(const std::string& table) {
  std::string name = table;
  for (char& c : name)
    if (c == '_') c = ' ';
  return name;
}

}  // namespace

const TableShape& ImportSession::shape(const std::string& table) {
  auto it = shapes_.find(table);
  if (it == shapes_.end()) it = shapes_.emplace(table, read_table_shape(db_, table)).first;
  return it->second;
}

std::int64_t ImportSession::resolve_link(const std::string& table, const std::string& name,
                                         std::optional<UnixTime> first_seen) {
  if (table == "avatar" || table == "team") return find_or_create_named(table, name, first_seen);
  if (!shape(table).column("slug")) throw std::logic_error("import: links into " + table + " have no slug");
  const auto id = find_id(db_, "SELECT id FROM " + table + " WHERE slug = ?1", name);
  if (!id) throw RecordError("no " + entity_name(table) + " with slug \"" + name + "\"");
  return *id;
}

// Avatars and teams are named as the game writes them. A record seen earlier than the row's created_at
// moves created_at back (it is the first time the tracker saw the name).
std::int64_t ImportSession::find_or_create_named(const std::string& table, const std::string& name,
                                                 std::optional<UnixTime> first_seen) {
  if (const auto id = find_id(db_, "SELECT id FROM " + table + " WHERE name = ?1", name)) {
    if (first_seen) {
      Statement& earlier = db_.prepare("UPDATE " + table + " SET created_at = ?2 WHERE id = ?1 AND created_at > ?2");
      earlier.bind(1, *id).bind(2, *first_seen).run();
    }
    return *id;
  }
  if (!first_seen) throw RecordError("no " + table + " named \"" + name + "\"");
  Statement& insert = db_.prepare("INSERT INTO " + table + " (slug, name, created_at) VALUES (?1, ?2, ?3)");
  insert.bind(1, unique_slug(table, name)).bind(2, name).bind(3, *first_seen).run();
  ++(table == "avatar" ? avatars_created_ : teams_created_);
  return db_.last_insert_id();
}

std::optional<std::int64_t> ImportSession::creature_for_subject(const std::string& subject) {
  if (!creature_ids_) {
    creature_ids_.emplace();
    Statement& rows = db_.prepare("SELECT name, id FROM creature");
    while (rows.step()) creature_ids_->emplace(rows.text(0), rows.int64(1));
  }
  for (size_t end = subject.size(); end != std::string::npos && end > 0; end = subject.rfind(' ', end - 1)) {
    auto it = creature_ids_->find(subject.substr(0, end));
    if (it != creature_ids_->end()) return it->second;
  }
  return std::nullopt;
}

std::string ImportSession::unique_slug(const std::string& table, const std::string& name) {
  return snap::unique_slug(name, table, [&](const std::string& slug) {
    return find_id(db_, "SELECT id FROM " + table + " WHERE slug = ?1", slug).has_value();
  });
}

void ImportSession::claim(const std::string& kind, const std::string& identity) {
  const auto [it, fresh] = claimed_.emplace(std::make_pair(kind, identity), location_);
  if (!fresh) throw RecordError(kind + " \"" + identity + "\" was already imported at " + it->second);
}

}  // namespace snap
