// wiki_demo_effects.cc: the demo effects (buffs of rings, clothes, pets, stimulants, attachments and armour
// sets). Names and the Added/Reduced vs Increased/Decreased rule: shared/domain/weapons-and-hunting.md section 8.
#include <string>

#include "snapgen/demo/wiki/wiki_demo_parts.h"

namespace snap {
namespace wiki_demo {
namespace {

struct EffectSeed {
  const char* name;
  const char* unit;
  double limit_total;  // 0 = unknown (stored as NULL)
  const char* description;
};

// Caps are not public (section 8); the only numbers known are early Nexus presets, kept as placeholders:
// Critical Chance Added 10 and Reload Speed Increased 30 (UNVERIFIED). Every other cap stays blank.
const EffectSeed kEffects[] = {
    {"Critical Chance Added", "%", 10, "Adds to the chance that a hit is critical."},
    {"Critical Damage Added", "%", 0, "Raises the extra damage of a critical hit."},
    {"Damage Done Increased", "%", 0, "Multiplies the damage of every hit."},
    {"Reload Speed Increased", "%", 30, "Shortens the time between attacks."},
    {"Healing Increased", "%", 0, "Multiplies the HP healed by medical tools."},
    {"Run Speed Increased", "%", 0, "Multiplies running speed."},
    {"Defense Added", "HP", 0, "Absorbs this much of each incoming hit before armour."},
    {"Regeneration Added", "HP", 0, "Heals this much every regeneration tick."},
    {"Skill Gain Increased", "%", 0, "Multiplies skill gained from actions."},
    {"Dodge Added", "%", 0, "Adds to the chance to dodge an attack."},
    {"Lifesteal Added", "%", 0, "Heals a share of the damage dealt."},
    {"Critical Damage Taken Reduced", "%", 0, "Reduces the extra damage of critical hits taken."},
    {"Armor Piercing Damage Reduced", "%", 0, "Reduces armour-piercing damage taken."},
    {"Decay Decreased", "%", 0, "Multiplies the decay of the equipped tool."},
    {"Run Speed Decreased", "%", 0, "Slows running; heavy equipment."},
};

// The last word of the name: Added / Reduced sum, Increased / Decreased multiply.
std::string effect_kind(const std::string& name) { return name.substr(name.rfind(' ') + 1); }

}  // namespace

void generate_effects(ImportSession& session, Catalog& catalog) {
  static const Record::Keys keys = Record::keys(
      {"slug", "name", "description", "kind", "unit", "limit_item", "limit_action", "limit_total"});
  TableSlugs slugs;
  for (const EffectSeed& e : kEffects) {
    std::optional<double> total;
    if (e.limit_total > 0) total = e.limit_total;
    const std::string slug = slugs.claim(e.name);
    Record row(keys);
    row << slug << e.name << e.description << effect_kind(e.name) << e.unit
        << nullptr << nullptr << total;  // no limit per item or action
    import_record(session, "effects", row);
    catalog.effect_slugs[e.name] = slug;
  }
}

}  // namespace wiki_demo
}  // namespace snap
