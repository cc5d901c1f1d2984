// world_cache.h: the files of a shared test world (a database, a snapshot) built once for a build of the
// programs and kept in the build folder, so that each test case, a process of its own under CTest, reuses them
// instead of building them again. Processes that start together build a world once: the first holds a lock
// while it builds, the others wait for it and then read. A world's files are only ever read once complete.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace snap::test {

// The folder of world `name`, complete. It is keyed by `inputs` (files: their size and modification time) and
// by the snapgen binary, so a rebuilt program or a changed fixture makes a fresh one; `build` fills an empty
// folder. Folders of the same world made from older inputs are removed.
std::string cached_world_dir(const std::string& name, const std::vector<std::string>& inputs,
                             const std::function<void(const std::string& dir)>& build);

}  // namespace snap::test
