// snapshot_store.cc: reading `current`, its manifest and its files, and holding them in memory.
#include "edge/snapshot_store.h"

#include <unistd.h>

#include <chrono>
#include <iostream>

#include "core/bytes/file_bytes.h"
#include "core/freed_memory.h"

namespace fs = std::filesystem;

namespace snap {
namespace {

size_t size_of(const FileBodies& bodies) { return bodies.identity->size() + bodies.gzip->size(); }

}  // namespace

SnapshotVersion::SnapshotVersion(fs::path folder, std::string name, size_t memory_budget)
    : folder_(std::move(folder)), name_(std::move(name)), memory_budget_(memory_budget) {
  // A missing or unreadable manifest gives a version without files: requests fall back to the live render.
  if (::stat((folder_ / "manifest.json").c_str(), &manifest_seen_) != 0) manifest_seen_ = {};
  const auto text = read_file_bytes(folder_ / "manifest.json");
  std::optional<Manifest> manifest = text ? parse_manifest(*text) : std::nullopt;
  if (!manifest) {
    std::cerr << "snapedge: snapshot " << name_ << " has no readable manifest; answering live\n";
    return;
  }
  has_manifest_ = true;
  built_at_ = manifest->built_at;
  data_version_ = manifest->data_version;
  entries_.reserve(manifest->files.size());
  for (ManifestEntry& e : manifest->files) entries_.emplace(e.route, std::move(e));
}

bool SnapshotVersion::manifest_appeared() const {
  if (has_manifest_) return false;
  struct stat now {};
  if (::stat((folder_ / "manifest.json").c_str(), &now) != 0) now = {};
  return now.st_ino != manifest_seen_.st_ino || now.st_dev != manifest_seen_.st_dev ||
         now.st_size != manifest_seen_.st_size || now.st_mtim.tv_nsec != manifest_seen_.st_mtim.tv_nsec ||
         now.st_mtim.tv_sec != manifest_seen_.st_mtim.tv_sec;
}

const ManifestEntry* SnapshotVersion::entry(const std::string& route_key) const {
  const auto it = entries_.find(route_key);
  return it == entries_.end() ? nullptr : &it->second;
}

std::shared_ptr<const FileBodies> SnapshotVersion::bodies(const std::string& route_key) {
  const ManifestEntry* e = entry(route_key);
  if (!e) return nullptr;
  {
    std::shared_lock<std::shared_mutex> lock(mutex_);
    const auto it = bodies_.find(route_key);
    if (it != bodies_.end()) return it->second;
  }
  auto identity = read_file_bytes(folder_ / e->file);
  auto gzip = read_file_bytes(folder_ / (e->file + ".gz"));
  if (!identity || !gzip) return nullptr;  // pruned under us, or damaged: the caller answers live
  auto loaded = std::make_shared<const FileBodies>(FileBodies{
      e->sha256, std::make_shared<const std::string>(std::move(*identity)),
      std::make_shared<const std::string>(std::move(*gzip))});
  std::unique_lock<std::shared_mutex> lock(mutex_);
  // Over the budget, drop whatever comes first in the map: a cheap stand-in for the least used.
  while (memory_used_ + size_of(*loaded) > memory_budget_ && !bodies_.empty()) {
    memory_used_ -= size_of(*bodies_.begin()->second);
    prepared_.erase(bodies_.begin()->first);
    bodies_.erase(bodies_.begin());
  }
  if (memory_used_ + size_of(*loaded) <= memory_budget_ && bodies_.emplace(route_key, loaded).second)
    memory_used_ += size_of(*loaded);
  return loaded;
}

std::shared_ptr<const PreparedFile> SnapshotVersion::prepared(const std::string& route_key) const {
  std::shared_lock<std::shared_mutex> lock(mutex_);
  const auto it = prepared_.find(route_key);
  return it == prepared_.end() ? nullptr : it->second;
}

void SnapshotVersion::keep_prepared(const std::string& route_key, std::shared_ptr<const PreparedFile> file) {
  std::unique_lock<std::shared_mutex> lock(mutex_);
  if (bodies_.count(route_key)) prepared_[route_key] = std::move(file);  // only what the budget holds
}

void SnapshotVersion::carry_over(const SnapshotVersion& older) {
  std::shared_lock<std::shared_mutex> old_lock(older.mutex_);
  std::unique_lock<std::shared_mutex> lock(mutex_);
  for (const auto& [route_key, bodies] : older.bodies_) {
    const ManifestEntry* e = entry(route_key);
    if (!e || e->sha256 != bodies->sha256 || memory_used_ + size_of(*bodies) > memory_budget_) continue;
    if (bodies_.emplace(route_key, bodies).second) memory_used_ += size_of(*bodies);
  }
}

SnapshotStore::SnapshotStore(fs::path dir, size_t memory_budget)
    : dir_(std::move(dir)), memory_budget_(memory_budget) {
  reload();
  loader_ = std::thread([this] { load_when_asked(); });
}

SnapshotStore::~SnapshotStore() {
  {
    std::lock_guard<std::mutex> lock(loader_mutex_);
    stopping_ = true;
  }
  loader_wake_.notify_one();
  loader_.join();
}

// One readlink per request (about a microsecond). A version loaded without its manifest is looked at again once
// the manifest changes: a build that repairs a broken version keeps its name.
bool SnapshotStore::is_loaded(const std::shared_ptr<SnapshotVersion>& loaded, const std::string& name) const {
  return name == (loaded ? loaded->name() : std::string()) && !(loaded && loaded->manifest_appeared());
}

std::shared_ptr<SnapshotVersion> SnapshotStore::current() {
  std::shared_ptr<SnapshotVersion> loaded = std::atomic_load(&loaded_);
  const std::string name = current_name();
  if (is_loaded(loaded, name)) return loaded;
  if (name.empty()) {  // removed: nothing to load, and its files may be gone
    std::atomic_store(&loaded_, std::shared_ptr<SnapshotVersion>());
    return nullptr;
  }
  {
    std::lock_guard<std::mutex> lock(loader_mutex_);
    load_asked_ = true;
  }
  loader_wake_.notify_one();
  return loaded;
}

void SnapshotStore::load_when_asked() {
  std::unique_lock<std::mutex> lock(loader_mutex_);
  for (;;) {
    loader_wake_.wait(lock, [this] { return load_asked_ || stopping_; });
    if (stopping_) return;
    load_asked_ = false;
    lock.unlock();
    reload();
    lock.lock();
  }
}

// The version folder `current` names, or "" without one.
std::string SnapshotStore::current_name() const {
  char target[512];
  const ssize_t length = ::readlink((dir_ / "current").c_str(), target, sizeof target);
  if (length <= 0 || static_cast<size_t>(length) >= sizeof target) return "";
  return fs::path(std::string(target, static_cast<size_t>(length))).filename().string();
}

// Called by the constructor, then by the loader thread alone.
void SnapshotStore::reload() {
  const std::string name = current_name();
  std::shared_ptr<SnapshotVersion> old = std::atomic_load(&loaded_);
  if (name.empty()) {
    std::atomic_store(&loaded_, std::shared_ptr<SnapshotVersion>());
    return;
  }
  if (is_loaded(old, name)) return;
  auto fresh = std::make_shared<SnapshotVersion>(dir_ / name, name, memory_budget_);
  if (old) fresh->carry_over(*old);
  std::atomic_store(&loaded_, fresh);
  release_when_unused(old);
}

// Requests in flight finish on the version they started with (a few milliseconds); once they have, the old
// version's manifest and bodies, and what parsing the new manifest used, go back to the kernel
// (core/freed_memory.h says what each switch cost without it). One still held after two seconds is freed by its
// last request, and the next switch hands the memory back.
void SnapshotStore::release_when_unused(std::shared_ptr<SnapshotVersion>& old) {
  for (int i = 0; i < 200 && old && old.use_count() > 1; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  old.reset();
  hand_back_freed_memory();
}

}  // namespace snap
