// data_version_cache_test.cc: the per-process value kept per data version (core/db/data_version_cache.h), over a
// real SQLite file whose data version a second connection changes: readers never wait for a reload.
#include <catch2/catch.hpp>

#include <chrono>
#include <future>
#include <thread>

#include "core/db/data_version_cache.h"
#include "tests/support/processes.h"

namespace {

struct MetaFile {
  std::string dir = snap::test::make_temp_dir("data-version-cache");
  std::string path = dir + "/meta.db";
  MetaFile() {
    snap::Database create(path, snap::OpenMode::Create);
    create.exec("CREATE TABLE dataset_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    create.exec("INSERT INTO dataset_meta VALUES ('data_version', 'v1')");
  }
  ~MetaFile() { snap::test::remove_tree(dir); }
  void stamp(const std::string& version) {
    snap::Database write(path, snap::OpenMode::ReadWrite);
    write.exec("UPDATE dataset_meta SET value = '" + version + "' WHERE key = 'data_version'");
  }
};

}  // namespace

TEST_CASE("rule: a reload for a newer data version never makes other readers wait: they get the value it replaces",
          "[data-version-cache]") {
  MetaFile file;
  std::promise<void> reload_started, release_reload;
  std::shared_future<void> released = release_reload.get_future().share();
  snap::DataVersionCache<std::string> cache([&](snap::Database& db) {
    const std::string version = snap::data_version(db);
    if (version == "v2") {
      reload_started.set_value();
      released.wait();  // a slow load, held open by the test
    }
    return version;
  });
  snap::Database reader_a(file.path, snap::OpenMode::ReadOnly), reader_b(file.path, snap::OpenMode::ReadOnly);
  CHECK(*cache.get(reader_a) == "v1");

  file.stamp("v2");
  auto reloading = std::async(std::launch::async, [&] { return *cache.get(reader_a); });
  reload_started.get_future().wait();
  auto meanwhile = std::async(std::launch::async, [&] { return *cache.get(reader_b); });
  const bool answered = meanwhile.wait_for(std::chrono::seconds(5)) == std::future_status::ready;
  release_reload.set_value();
  REQUIRE(answered);
  CHECK(meanwhile.get() == "v1");
  CHECK(reloading.get() == "v2");
  CHECK(*cache.get(reader_b) == "v2");
}

TEST_CASE("rule: readers asking before the first load is done wait for it and all get its value",
          "[data-version-cache]") {
  MetaFile file;
  int loads = 0;
  snap::DataVersionCache<std::string> cache([&](snap::Database& db) {
    ++loads;  // under the cache's own guarantee of one load at a time
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    return snap::data_version(db);
  });
  snap::Database reader_a(file.path, snap::OpenMode::ReadOnly), reader_b(file.path, snap::OpenMode::ReadOnly);
  auto first = std::async(std::launch::async, [&] { return cache.get(reader_a); });
  auto second = std::async(std::launch::async, [&] { return cache.get(reader_b); });
  const auto a = first.get(), b = second.get();
  REQUIRE(a);
  REQUIRE(b);
  CHECK(*a == "v1");
  CHECK(*b == "v1");
  CHECK(loads == 1);
}
