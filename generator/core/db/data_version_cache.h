// data_version_cache.h: one value per process computed from the database and kept until the database file or its
// data version changes (e.g. a dictionary of index terms). Thread-safe. The first load runs while every thread
// asking waits for it; a reload for a newer data version runs in the thread that saw it first, outside the lock,
// and the threads asking meanwhile get the value it replaces. Under `ingest --follow` the data version changes
// every second or so, and each reload used to make every search, tool call and MCP call wait for it.
#pragma once

#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "core/db/database.h"
#include "core/db/dataset_meta.h"

namespace snap {

template <typename T>
class DataVersionCache {
 public:
  explicit DataVersionCache(std::function<T(Database&)> load) : load_(std::move(load)) {}

  std::shared_ptr<const T> get(Database& db) {
    const char* file = sqlite3_db_filename(db.handle(), "main");
    const std::string version = std::string(file ? file : "") + "@" + data_version(db);
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      if (cached_ && version == loaded_version_) return cached_;
      if (!loading_) break;
      if (cached_) return cached_;  // a reload is under way: the value it replaces, meanwhile
      loaded_.wait(lock);           // the first load: nothing to give before it
    }
    loading_ = true;
    lock.unlock();
    std::shared_ptr<const T> fresh;
    try {
      fresh = std::make_shared<const T>(load_(db));
    } catch (...) {
      lock.lock();
      loading_ = false;
      loaded_.notify_all();
      throw;
    }
    lock.lock();
    cached_ = fresh;
    loaded_version_ = version;
    loading_ = false;
    loaded_.notify_all();
    return fresh;
  }

 private:
  std::function<T(Database&)> load_;
  std::mutex mutex_;
  std::condition_variable loaded_;
  bool loading_ = false;  // a thread is in load_
  std::string loaded_version_;
  std::shared_ptr<const T> cached_;
};

}  // namespace snap
