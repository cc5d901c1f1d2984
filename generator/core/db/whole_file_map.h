// whole_file_map.h: a SQLite VFS for read-only connections that memory-maps the whole database file.
//
// SQLite reads a database through a memory map only up to its compiled-in limit (SQLITE_MAX_MMAP_SIZE, 2 GB in
// Debian's build and upstream's default), and every page past it is copied by a pread() into each connection's
// private page cache. A 10M-global database is 5 GB and its most read pages (every index, the leaderboards, the
// summaries) lie past 2 GB, so the edge spent ~16 % of its CPU in pread() and its connections kept re-reading
// pages another connection had just read. This VFS is SQLite's own "unix" one except for xFetch/xUnfetch on the
// main database file: with any positive `PRAGMA mmap_size` a connection maps the file whole, as the unix VFS
// would map its first 2 GB, so each page is read where the kernel keeps it.
//
// The map follows the unix VFS's rules: it is made at the first fetch, from the file's size then; a fetch past
// it returns no pointer (SQLite then reads the page as usual); when SQLite drops every fetched page because
// another process changed the database, the map is dropped too and the next fetch maps the file at its new size.
// Like SQLite's own map, a file cut short under a connection would fault its reads: the edge closes a
// connection whose file got shorter or was replaced before it reads again (edge/database_file.h).
#pragma once

namespace snap {

// The VFS's name for sqlite3_open_v2, registered on first use (thread-safe); nullptr when SQLite has no "unix"
// VFS to build on.
const char* whole_file_map_vfs();

}  // namespace snap
