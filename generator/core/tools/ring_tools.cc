// ring_tools.cc: find_ring_combo: every pair of rings, one per hand (a ring fits the hand its wiki entry names,
// either hand when none is recorded; a hand may stay empty), whose effects stacked as equipment (with the
// effects' caps, effect_stacking.h) reach every requested minimum. Ranked by how little they overshoot the
// requests (the closest fit first), then by the rings' TT value (cheapest first). Only rings that give some
// requested effect are paired: another ring adds TT and nothing asked for.
#include <algorithm>
#include <cmath>
#include <limits>

#include "core/domain/weapon_stats.h"
#include "core/problem.h"
#include "core/tools/loadout_items.h"
#include "core/tools/name_resolution.h"
#include "core/tools/tool_registry.h"

namespace snap {
namespace {

struct Ring {
  PlacedItem item;
  std::optional<std::string> hand;
  std::optional<double> tt;
  bool limited = false;
  std::vector<EffectGrant> grants;
};

struct Request {
  std::string effect;
  double minimum = 0;  // 0: any amount
};

struct Pair {
  const Ring* left = nullptr;
  const Ring* right = nullptr;
  std::vector<StackedEffect> effects;
  bool meets = true;     // every request reached
  double overshoot = 0;  // mean of (achieved - minimum) / minimum over the requests with a minimum, percent
  std::optional<double> tt;
};

// Every ring of the wiki with the effects it gives when worn (read after the rows, one statement at a time).
std::vector<Ring> all_rings(Database& db, LoadoutReader& reader) {
  Statement& rows =
      db.prepare("SELECT id, name, slot, tt, IFNULL(limited, 0) FROM clothing WHERE type = 'Ring' ORDER BY name");
  std::vector<Ring> read;
  while (rows.step()) {
    Ring r;
    r.item = PlacedItem{"clothes", rows.int64(0), rows.text(1), std::string("Ring")};
    r.hand = rows.optional_text(2);
    if (!rows.is_null(3)) r.tt = rows.real(3);
    r.limited = rows.int64(4) != 0;
    read.push_back(std::move(r));
  }
  rows.reset();
  for (Ring& r : read) r.grants = reader.effects(r.item, "Equip", EffectSourceKind::Item);
  return read;
}

ToolArg required(ToolArg arg) {
  arg.required = true;
  return arg;
}

bool fits(const Ring& ring, const std::string& hand) { return !ring.hand || *ring.hand == hand; }

bool gives_some(const Ring& ring, const std::vector<Request>& requests) {
  for (const EffectGrant& g : ring.grants)
    for (const Request& r : requests)
      if (g.effect == r.effect && g.value > 0) return true;
  return false;
}

// The requests: each named effect placed among the wiki's effects, its minimum a number >= 0.
std::vector<Request> read_requests(Database& db, const Json& asked, std::vector<std::string>& notes) {
  std::vector<Request> requests;
  for (const auto& [typed, value] : asked.items()) {
    if (!value.is_number() || value.get<double>() < 0)
      throw ApiError(Problem::bad_parameter("effects",
                                            "maps each effect to a minimum, a number of 0 or more (0: any "
                                            "amount); '" +
                                                typed + "' maps to " + value.dump()));
    const Resolution resolution = require_name(db, typed, {"effects"}, "effects", "effect");
    notes.push_back("effect: " + resolution_note(typed, resolution));
    requests.push_back({resolution.hit.name, value.get<double>()});
  }
  if (asked.empty()) throw ApiError(Problem::bad_parameter("effects", "must name at least one effect"));
  return requests;
}

// The pair's effects stacked, and how they measure against the requests.
Pair evaluate(const Ring* left, const Ring* right, const std::vector<Request>& requests, LoadoutReader& reader) {
  std::vector<EffectGrant> grants;
  for (const Ring* ring : {left, right})
    if (ring) grants.insert(grants.end(), ring->grants.begin(), ring->grants.end());
  Pair pair{left, right, stack_effects(grants, [&](const std::string& e) { return reader.caps(e); }), true, 0, 0.0};
  int measured = 0;
  for (const Request& r : requests) {
    const double achieved = stacked_value(pair.effects, r.effect);
    if (achieved < r.minimum - 1e-9 || achieved <= 0)
      pair.meets = false;
    else if (r.minimum > 0)
      pair.overshoot += (achieved - r.minimum) / r.minimum * 100, ++measured;
  }
  if (measured) pair.overshoot /= measured;
  for (const Ring* ring : {left, right})
    if (ring) pair.tt = ring->tt && pair.tt ? std::optional<double>(*pair.tt + *ring->tt) : std::nullopt;
  return pair;
}

bool ranked_before(const Pair& a, const Pair& b) {
  if (std::abs(a.overshoot - b.overshoot) > 1e-9) return a.overshoot < b.overshoot;
  const double unknown = std::numeric_limits<double>::max();
  const double tt_a = a.tt.value_or(unknown), tt_b = b.tt.value_or(unknown);
  if (tt_a != tt_b) return tt_a < tt_b;
  const auto name = [](const Ring* r) { return r ? r->item.name : std::string(); };
  return std::pair{name(a.left), name(a.right)} < std::pair{name(b.left), name(b.right)};
}

Json pair_row(const Pair& p, const std::vector<Request>& requests) {
  Json row = Json::object();
  row["leftRing"] = p.left ? p.left->item.name : "";
  row["rightRing"] = p.right ? p.right->item.name : "";
  Json achieved = Json::object(), effects = Json::object();
  for (const Request& r : requests) achieved[r.effect] = round_to(stacked_value(p.effects, r.effect), 3);
  for (const StackedEffect& e : p.effects) effects[e.effect] = round_to(e.value, 3);
  row["achieved"] = std::move(achieved);
  row["overshootPercent"] = round_to(p.overshoot, 2);
  row["ttPed"] = p.tt ? Json(round_to(*p.tt, 2)) : Json();
  row["limited"] = (p.left && p.left->limited) || (p.right && p.right->limited);
  row["effects"] = std::move(effects);
  return row;
}

ToolAnswer find_ring_combo(const RenderContext& ctx, const ToolArgs& args) {
  ToolAnswer answer;
  LoadoutReader reader(ctx.db, answer.notes);
  const std::vector<Request> requests = read_requests(ctx.db, args.objects.at("effects"), answer.notes);
  if (requests.empty()) return answer;
  const std::vector<Ring> rings = all_rings(ctx.db, reader);
  std::vector<const Ring*> lefts = {nullptr}, rights = {nullptr};
  for (const Ring& r : rings) {
    if (!gives_some(r, requests)) continue;
    if (fits(r, "Left Hand")) lefts.push_back(&r);
    if (fits(r, "Right Hand")) rights.push_back(&r);
  }
  std::vector<Pair> pairs;
  std::vector<double> best(requests.size(), 0.0);  // the most any pair reaches of each request
  for (const Ring* left : lefts)
    for (const Ring* right : rights) {
      if (left && left == right) continue;
      Pair pair = evaluate(left, right, requests, reader);
      for (size_t i = 0; i < requests.size(); ++i)
        best[i] = std::max(best[i], stacked_value(pair.effects, requests[i].effect));
      if (pair.meets) pairs.push_back(std::move(pair));
    }
  std::sort(pairs.begin(), pairs.end(), ranked_before);
  const size_t limit = static_cast<size_t>(args.scalars.integer("limit"));
  for (size_t i = 0; i < pairs.size() && i < limit; ++i) answer.rows.push_back(pair_row(pairs[i], requests));
  answer.truncated = pairs.size() > limit;
  if (pairs.empty()) {
    std::string reachable;
    for (size_t i = 0; i < requests.size(); ++i)
      reachable += (i ? ", " : "") + requests[i].effect + " " + figure_text(best[i]);
    answer.notes.push_back("No ring pair reaches every request. The most any pair reaches: " + reachable + ".");
  } else {
    answer.notes.push_back(std::to_string(pairs.size()) + " ring pairs (a hand may stay empty) reach every request" +
                           (pairs.size() > limit ? "; the first " + std::to_string(limit) + " are shown" : "") +
                           ", the closest fit first, then the lowest TT value.");
  }
  if (std::any_of(rings.begin(), rings.end(), [](const Ring& r) { return !r.hand; }))
    answer.notes.push_back("Rings whose hand the wiki does not record were tried on either hand.");
  return answer;
}

}  // namespace

void add_ring_tools(ToolRegistry& registry) {
  registry.add(Tool{
      "find_ring_combo",
      "Ring pair finder",
      "Finds the ring pairs (one per hand) whose effects, after the game's stacking caps, reach every "
      "minimum asked: closest fit first, then lowest TT value.",
      {required(object_arg("effects", "each effect wanted (a close spelling) and its least value in its unit, 0: any",
                           "{\"Critical Damage Added\":4,\"Run Speed Increased\":0}")),
       one(ParamSpec::integer("limit", 10, 1, 50, "how many pairs"))},
      {text_column("leftRing", "the ring on the left hand, or empty"),
       text_column("rightRing", "the ring on the right hand, or empty"),
       plain_column("achieved", "object", "each requested effect's value with this pair, after caps"),
       plain_column("overshootPercent", "number", "how far above the requests, on average, in percent"),
       stat_column("ttPed", "number", "the two rings' TT value, PED"),
       plain_column("limited", "boolean", "whether either ring is limited (L)"),
       plain_column("effects", "object", "every effect the pair gives, after caps")},
      find_ring_combo});
}

}  // namespace snap
