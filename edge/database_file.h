// database_file.h: what an open read-only connection must notice about its file between reads: the file
// replaced (another device or inode at the path, or none) or cut short. Connections read the file through a
// memory map (core/db/database.cc), and a mapped file cut short under a reader kills the process with SIGBUS,
// so a connection opened on a file that changed so is closed before it reads again. Used by the request pool
// (database_pool.h) and the live feed's watcher (live/live_feed.cc).
#pragma once

#include <sys/stat.h>

#include <string>

namespace snap {

struct DatabaseFile {
  dev_t device = 0;
  ino_t inode = 0;
  off_t size = 0;
  bool exists = false;

  static DatabaseFile at(const std::string& path) {
    struct stat info {};
    if (stat(path.c_str(), &info) != 0) return {};
    return {info.st_dev, info.st_ino, info.st_size, true};
  }

  // True when a connection that last saw `before` must not read this file: another file, none, or a shorter one.
  bool replaces(const DatabaseFile& before) const {
    return !exists || device != before.device || inode != before.inode || size < before.size;
  }
};

}  // namespace snap
