// feed_folder.h: the feed's files under <snapshots>/feed/globals/, for nginx and any CDN: <seq>.json for each
// kept sequence and head.json, each with its .gz. Written in the order that keeps every reader safe: a sequence's
// file is whole on disk (written aside, synced, renamed) before head.json names it, and a pruned sequence's file
// is deleted only once head.json no longer counts it as kept. The files are the routes' answers, byte for byte
// (core/routes/globals/feed_routes.cc).
#pragma once

#include <cstdint>
#include <filesystem>

#include "core/clock.h"
#include "core/db/database.h"

namespace snap {

// The feed's folder in a snapshot folder.
std::filesystem::path feed_globals_folder(const std::filesystem::path& snapshots);

struct FeedFilesWritten {
  std::int64_t sequences = 0;  // files written
  std::int64_t removed = 0;    // files of pruned sequences deleted
  bool head = false;           // head.json written anew
};

// How much of the folder a call looks at. Whole: every file (a writer's first look: kept sequences whose file is
// missing are written, files of sequences the database does not keep are deleted). SinceHead: only what changed
// since head.json (each later look of a follower, which must not list a week of files five times a second).
enum class FeedFolderCheck { Whole, SinceHead };

// Brings the folder to what the database keeps: the sequence files head.json does not name yet, then head.json,
// then the files of sequences it no longer keeps.
FeedFilesWritten write_feed_files(Database& db, const std::filesystem::path& folder, UnixTime now,
                                  FeedFolderCheck check);

}  // namespace snap
