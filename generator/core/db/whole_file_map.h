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
// The map is made at the first fetch, twice the file's size then, and kept for the connection's life: a fetch
// of a page past the file's end returns no pointer (SQLite then reads the page as usual). Where the unix VFS
// drops its map each time another connection changed the database (each second under `ingest --follow`, and
// each unmap stalls every page fault of the process), this one only looks at the file's size again; a file grown
// past the map's room is mapped anew. Like SQLite's own map, a file cut short under a connection in the middle
// of a read would fault it: the edge closes a connection whose file got shorter or was replaced before it reads
// again (edge/database_file.h).
#pragma once

namespace snap {

// The VFS's name for sqlite3_open_v2, registered on first use (thread-safe); nullptr when SQLite has no "unix"
// VFS to build on.
const char* whole_file_map_vfs();

}  // namespace snap
