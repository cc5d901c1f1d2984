// dataset_meta.h: the dataset_meta key/value table: the data version every answer reports (X-Data-Version)
// and when the data and derived tables were last written.
#pragma once

#include <optional>
#include <string>

#include "core/db/database.h"

namespace snap {

std::optional<std::string> read_meta(Database& db, const std::string& key);
void write_meta(Database& db, const std::string& key, const std::string& value);

// The database's data version: changes whenever snapgen writes data ("unknown" for an empty database).
std::string data_version(Database& db);

// How many times an import replaced an avatar or a team (a new name or slug for rows every global joins to):
// what a file of past globals depends on beyond its own rows. "0" before the first replacement.
std::string people_replacements(Database& db);
void count_people_replacement(Database& db);

}  // namespace snap
