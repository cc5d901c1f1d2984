// creature_resolution.h: a creature name as people type it, often with a maturity ("atrox yung"), resolved to
// what globals name: a wiki species (every maturity) or one subject ("Atrox Young": a species and one of its
// maturities, or a deposit or item named exactly). The species and its maturity go through the one resolver
// (name_resolution.h), as every tool, the globals' creatureName filter and the stream resolve them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/db/database.h"

namespace snap {

struct ResolvedCreature {
  std::optional<std::int64_t> creature_id;  // a wiki species without a maturity: every maturity of it
  std::string name;                         // the species' name, or the subject ("Atrox Young", "Lysterium Stone")
  std::string note;                         // how it resolved, for the envelope's note
  std::optional<std::int64_t> species_id;   // the wiki species, whether one maturity or all of it is meant
  std::optional<std::string> maturity;      // the one maturity meant, when a maturity was named
};

// nullopt when neither a species (with or without a maturity) nor a subject of a global is close.
std::optional<ResolvedCreature> resolve_creature(Database& db, const std::string& typed);

}  // namespace snap
