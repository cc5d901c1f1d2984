// data_version_cache.h: one value per process computed from the database and kept until the database file or its
// data version changes (e.g. a dictionary of index terms). Thread-safe; the load runs under the cache's lock, so
// threads asking at once wait for one load.
#pragma once

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
    std::lock_guard<std::mutex> lock(mutex_);
    if (!cached_ || version != loaded_version_) {
      cached_ = std::make_shared<const T>(load_(db));
      loaded_version_ = version;
    }
    return cached_;
  }

 private:
  std::function<T(Database&)> load_;
  std::mutex mutex_;
  std::string loaded_version_;
  std::shared_ptr<const T> cached_;
};

}  // namespace snap
