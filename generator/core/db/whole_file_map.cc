// whole_file_map.cc: the whole-file-map VFS (whole_file_map.h): the unix VFS's file wrapped, every method passed
// through except xFetch/xUnfetch of a main database file, which read from a map of the whole file.
// SQLite's VFS interface: https://www.sqlite.org/c3ref/io_methods.html and https://www.sqlite.org/mmap.html.
#include "core/db/whole_file_map.h"

#include <sqlite3.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>

namespace snap {
namespace {

sqlite3_vfs* unix_vfs = nullptr;  // set once, when the VFS is registered

// The first fields of os_unix.c's unixFile, the same since SQLite 3.7: its methods, VFS, lock bookkeeping and
// file descriptor. The descriptor is only trusted after fstat() shows it is the file opened (mappable_fd).
struct UnixFileHead {
  const sqlite3_io_methods* methods;
  sqlite3_vfs* vfs;
  void* inode;
  int fd;
};

// Our file: SQLite allocates szOsFile bytes, this struct followed by the unix VFS's own file.
struct MappedFile {
  sqlite3_file base;        // base.pMethods is kMethods
  sqlite3_file* unix_file;  // the unix VFS's file, just past this struct
  int fd;                   // the main database's descriptor to map, or -1: every call goes to the unix file
  char* map;                // the file mapped from its start, with room to grow (reserve_for), or nullptr
  sqlite3_int64 map_size;   // the map's length, past the file's end
  sqlite3_int64 file_size;  // the file's size when last looked at: no page at or past it is handed out
  int pages_out;  // pointers fetched and not yet given back
};

MappedFile* mapped(sqlite3_file* file) { return reinterpret_cast<MappedFile*>(file); }
sqlite3_file* inner(sqlite3_file* file) { return mapped(file)->unix_file; }

void unmap(MappedFile* file) {
  if (file->map) munmap(file->map, static_cast<size_t>(file->map_size));
  file->map = nullptr;
  file->map_size = file->file_size = 0;
}

// A map's length for a file of `size` bytes: twice that (at least 1 MiB), so the file can double before the map
// is made again. Pages past the file's end are never touched (they would fault with SIGBUS); a MAP_SHARED map
// shows the pages a file gains within it, so only the address space is spent.
sqlite3_int64 reserve_for(sqlite3_int64 size) {
  constexpr sqlite3_int64 kLeast = 1 << 20;
  const sqlite3_int64 page = sysconf(_SC_PAGESIZE);
  const sqlite3_int64 wanted = size * 2 < kLeast ? kLeast : size * 2;
  return (wanted + page - 1) / page * page;
}

// The file's size now, or -1 when it cannot be read.
sqlite3_int64 size_now(int fd) {
  struct stat info {};
  return fstat(fd, &info) == 0 ? info.st_size : -1;
}

// The unix file's descriptor when it certainly is the file at `path`, else -1 (then nothing is mapped here).
int mappable_fd(sqlite3_file* unix_file, const char* path) {
  if (path == nullptr) return -1;
  const int fd = reinterpret_cast<const UnixFileHead*>(unix_file)->fd;
  struct stat opened {};
  struct stat named {};
  if (fd < 0 || fstat(fd, &opened) != 0 || stat(path, &named) != 0) return -1;
  return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino ? fd : -1;
}

int fetch(sqlite3_file* handle, sqlite3_int64 offset, int amount, void** page) {
  MappedFile* file = mapped(handle);
  if (file->fd < 0) return inner(handle)->pMethods->xFetch(inner(handle), offset, amount, page);
  *page = nullptr;
  if (file->map == nullptr) {
    const sqlite3_int64 size = size_now(file->fd);
    if (size <= 0) return SQLITE_OK;  // SQLite reads the page instead
    const sqlite3_int64 length = reserve_for(size);
    void* map = mmap(nullptr, static_cast<size_t>(length), PROT_READ, MAP_SHARED, file->fd, 0);
    if (map == MAP_FAILED) return SQLITE_OK;
    file->map = static_cast<char*>(map);
    file->map_size = length;
    file->file_size = size;
  }
  const sqlite3_int64 end = offset + amount;
  if (end > file->file_size && end <= file->map_size) file->file_size = size_now(file->fd);  // grown since?
  if (end <= file->file_size && end <= file->map_size) {
    *page = file->map + offset;
    ++file->pages_out;
  }
  return SQLITE_OK;
}

// A page given back, or with page == nullptr "drop the map" (every page is back then: SQLite's rule). SQLite
// asks that at the start of each read transaction that finds the database changed by another connection: under
// a writer that commits every second, every reader of the edge would unmap and map the whole file again each
// second, and each unmap stops every page fault of the process while it runs (the kernel's mmap lock); when a
// fault waits for the disk meanwhile (a build writing), all the edge's readers wait with it (1.3 s in the soak at
// 1M globals). So the map stays, and only its view of the file's size is renewed: pages past a file that shrank
// are no longer handed out, pages it gained are. Only a file grown past the map's room is mapped again.
int unfetch(sqlite3_file* handle, sqlite3_int64 offset, void* page) {
  MappedFile* file = mapped(handle);
  if (file->fd < 0) return inner(handle)->pMethods->xUnfetch(inner(handle), offset, page);
  if (page != nullptr) {
    --file->pages_out;
  } else if (file->pages_out == 0 && file->map != nullptr) {
    file->file_size = size_now(file->fd);
    if (file->file_size < 0 || file->file_size > file->map_size) unmap(file);
  }
  return SQLITE_OK;
}

int close_file(sqlite3_file* handle) {
  unmap(mapped(handle));
  return inner(handle)->pMethods->xClose(inner(handle));
}

int through_read(sqlite3_file* f, void* out, int amount, sqlite3_int64 offset) {
  return inner(f)->pMethods->xRead(inner(f), out, amount, offset);
}
int through_write(sqlite3_file* f, const void* data, int amount, sqlite3_int64 offset) {
  return inner(f)->pMethods->xWrite(inner(f), data, amount, offset);
}
int through_truncate(sqlite3_file* f, sqlite3_int64 size) { return inner(f)->pMethods->xTruncate(inner(f), size); }
int through_sync(sqlite3_file* f, int flags) { return inner(f)->pMethods->xSync(inner(f), flags); }
int through_file_size(sqlite3_file* f, sqlite3_int64* size) { return inner(f)->pMethods->xFileSize(inner(f), size); }
int through_lock(sqlite3_file* f, int level) { return inner(f)->pMethods->xLock(inner(f), level); }
int through_unlock(sqlite3_file* f, int level) { return inner(f)->pMethods->xUnlock(inner(f), level); }
int through_check_reserved_lock(sqlite3_file* f, int* out) { return inner(f)->pMethods->xCheckReservedLock(inner(f), out); }
int through_file_control(sqlite3_file* f, int op, void* arg) { return inner(f)->pMethods->xFileControl(inner(f), op, arg); }
int through_sector_size(sqlite3_file* f) { return inner(f)->pMethods->xSectorSize(inner(f)); }
int through_device_characteristics(sqlite3_file* f) { return inner(f)->pMethods->xDeviceCharacteristics(inner(f)); }
int through_shm_map(sqlite3_file* f, int region, int size, int extend, void volatile** out) {
  return inner(f)->pMethods->xShmMap(inner(f), region, size, extend, out);
}
int through_shm_lock(sqlite3_file* f, int offset, int count, int flags) {
  return inner(f)->pMethods->xShmLock(inner(f), offset, count, flags);
}
void through_shm_barrier(sqlite3_file* f) { inner(f)->pMethods->xShmBarrier(inner(f)); }
int through_shm_unmap(sqlite3_file* f, int delete_flag) { return inner(f)->pMethods->xShmUnmap(inner(f), delete_flag); }

// Methods in sqlite3_io_methods' order; every one but xClose, xFetch and xUnfetch passes straight through.
const sqlite3_io_methods kMethods = {3,  // with the shared-memory (WAL) and fetch methods
                                     close_file,
                                     through_read,
                                     through_write,
                                     through_truncate,
                                     through_sync,
                                     through_file_size,
                                     through_lock,
                                     through_unlock,
                                     through_check_reserved_lock,
                                     through_file_control,
                                     through_sector_size,
                                     through_device_characteristics,
                                     through_shm_map,
                                     through_shm_lock,
                                     through_shm_barrier,
                                     through_shm_unmap,
                                     fetch,
                                     unfetch};

int open_file(sqlite3_vfs*, sqlite3_filename name, sqlite3_file* handle, int flags, int* out_flags) {
  MappedFile* file = mapped(handle);
  std::memset(file, 0, sizeof(MappedFile));
  file->unix_file = reinterpret_cast<sqlite3_file*>(file + 1);
  file->fd = -1;
  const int rc = unix_vfs->xOpen(unix_vfs, name, file->unix_file, flags, out_flags);
  if (file->unix_file->pMethods == nullptr) return rc;  // not opened: SQLite will not call xClose
  file->base.pMethods = &kMethods;
  if (rc == SQLITE_OK && (flags & SQLITE_OPEN_MAIN_DB) && file->unix_file->pMethods->iVersion >= 3)
    file->fd = mappable_fd(file->unix_file, name);
  return rc;
}

}  // namespace

const char* whole_file_map_vfs() {
  static sqlite3_vfs vfs;
  static const bool registered = [] {
    unix_vfs = sqlite3_vfs_find("unix");
    if (unix_vfs == nullptr) return false;
    vfs = *unix_vfs;  // the unix VFS's own name resolution, randomness, clock and so on
    vfs.szOsFile = static_cast<int>(sizeof(MappedFile)) + unix_vfs->szOsFile;
    vfs.zName = "snap-whole-file-map";
    vfs.pNext = nullptr;
    vfs.xOpen = open_file;
    return sqlite3_vfs_register(&vfs, 0) == SQLITE_OK;
  }();
  return registered ? vfs.zName : nullptr;
}

}  // namespace snap
