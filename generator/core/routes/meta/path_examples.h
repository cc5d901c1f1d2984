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
// (an empty database) has none. One per render of the document: each static route's list (every avatar's slug,
// say) is read once, however many routes begin with its pattern.
class PathExamples {
 public:
  explicit PathExamples(const RenderContext& ctx) : ctx_(ctx) {}
  std::map<std::string, std::string> of(const Route& route);

 private:
  const PathArgs& first_written(const Route& route);
  const RenderContext& ctx_;
  std::map<const Route*, PathArgs> written_;  // per static route: the first captures it writes a file for
};

}  // namespace snap
