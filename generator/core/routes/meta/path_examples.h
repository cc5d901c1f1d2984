// path_examples.h: a value of each {capture} of a route that reaches an answer in the data at hand, for the
// `example` of /openapi.json's path parameters: what a generated client, a contract tester or a reader of the
// document can send to get a 200 rather than a guessed slug's 404.
#pragma once

#include <map>
#include <string>

#include "core/route.h"

namespace snap {

// Captures written by snapgen for the route itself or for the longest static route its pattern begins with
// ("/avatars/{slug}" for "/avatars/{slug}/globals"), then the captures no file is written for, each from what
// it names (a leaderboard, an avatar, a challenge's participant, a global). A capture the data holds nothing for
// (an empty database) has none.
std::map<std::string, std::string> path_examples(const RenderContext& ctx, const Route& route);

}  // namespace snap
