// challenge_stamp.h: the file stamp (route.h FileStampFn) of an ended challenge's snapshot pages: its detail,
// trophy, completions and participants. An ended challenge records no more progress, so snapgen keeps those
// files from build to build until a row they read changes (an import of the challenge or of its avatars). At
// 1M globals its participant pages alone took 2.9 s of every build (585 pages, each sorting the challenge's
// progress up to its offset).
#pragma once

#include <string>

#include "core/route.h"

namespace snap {

// A digest of every row those pages read: the challenge, its tiers, each participant's progress, name and slug,
// and each tier reached.
std::string ended_challenge_stamp(const RenderContext& ctx, const PathArgs& args);

}  // namespace snap
