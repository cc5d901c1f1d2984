// live_cache_eviction_test.cc: what the edge's live cache keeps when it is full: long-lived answers outlast a
// burst of short-lived targets, and the bytes held stay within the budget.
#include <catch2/catch.hpp>

#include <memory>
#include <string>

#include "edge/live_cache.h"

namespace {

// Holds `key` in `cache` at `now` for `lifetime` seconds with a body of `size` bytes; true when it was rendered
// (not already held).
bool hold(snap::LiveCache& cache, const std::string& key, snap::UnixTime now, snap::UnixTime lifetime,
          std::size_t size = 10) {
  bool rendered = false;
  cache.get_or_render(key, now, [&] {
    rendered = true;
    return std::make_shared<const snap::LiveAnswer>(snap::LiveAnswer{std::string(size, 'x'), "e", "v", now + lifetime});
  });
  return rendered;
}

}  // namespace

TEST_CASE("a burst of short-lived targets does not push out long-lived answers", "[edge][cache]") {
  snap::LiveCache cache(100);
  for (int i = 0; i < 10; ++i) CHECK(hold(cache, "/globals/top-24h?n=" + std::to_string(i), 1000, 300));
  for (int i = 0; i < 1000; ++i) hold(cache, "/globals?_n=" + std::to_string(i), 1000, 5);
  CHECK(cache.counts().entries <= 100);
  for (int i = 0; i < 10; ++i) CHECK_FALSE(hold(cache, "/globals/top-24h?n=" + std::to_string(i), 1001, 300));
  CHECK(hold(cache, "/globals?_n=0", 1001, 5));  // an early short-lived one went
}

TEST_CASE("the bodies held stay within the byte budget", "[edge][cache]") {
  snap::LiveCache cache(10000, 10000);  // the entry bound is far away: only bytes can make room
  CHECK(hold(cache, "/globals?_n=first", 1000, 5, 1234));
  CHECK(cache.counts().bytes == 1234);
  for (int i = 0; i < 500; ++i) {
    hold(cache, "/globals?_n=" + std::to_string(i), 1000 + i, 5 + i, 100 + (i * 37) % 1900);
    INFO("after " << i + 1 << " answers");
    REQUIRE(cache.counts().bytes <= 10000);
    REQUIRE(cache.counts().bytes > 0);
  }
  CHECK(cache.counts().renders == 501);
}

TEST_CASE("expired answers are rendered again, held ones are not", "[edge][cache]") {
  snap::LiveCache cache;
  CHECK(hold(cache, "/globals", 1000, 5));
  CHECK_FALSE(hold(cache, "/globals", 1004, 5));
  CHECK(hold(cache, "/globals", 1005, 5));
  const snap::LiveCacheCounts counts = cache.counts();
  CHECK(counts.renders == 2);
  CHECK(counts.hits == 1);
  CHECK(counts.entries == 1);
}
