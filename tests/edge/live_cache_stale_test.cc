// live_cache_stale_test.cc: stale while revalidate in the edge's live cache (live_cache.h): when a held answer
// expires, one request renders its successor while the others are served the expired answer, for at most
// kServeStaleSeconds past its expiry; later than that, or after the data changed, they wait for the render.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <future>
#include <memory>
#include <string>
#include <thread>

#include "edge/live_cache.h"

namespace {

using snap::LiveAnswer;
using snap::UnixTime;

std::shared_ptr<const LiveAnswer> answer(const std::string& body, UnixTime now, UnixTime lifetime) {
  return std::make_shared<const LiveAnswer>(LiveAnswer{body, body, "v", now + lifetime});
}

// A render that blocks until released, so a test can act while it is under way.
struct SlowRender {
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<bool> started{false};
  std::shared_ptr<const LiveAnswer> result;

  snap::LiveCache::RenderFn fn() {
    return [this] {
      started = true;
      released.wait();
      return result;
    };
  }
  void wait_started() const {
    while (!started) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
};

const snap::LiveCache::RenderFn kMustNotRender = []() -> std::shared_ptr<const LiveAnswer> {
  FAIL("rendered while an answer could be served");
  return nullptr;
};

}  // namespace

TEST_CASE("rule: an expired answer is served while one request renders its successor, a few seconds at most",
          "[edge][cache]") {
  snap::LiveCache cache;
  cache.get_or_render("/globals", 1000, [] { return answer("old", 1000, 5); });  // expires at 1005

  SlowRender slow;
  slow.result = answer("new", 1006, 5);
  auto renderer = std::async(std::launch::async, [&] { return cache.get_or_render("/globals", 1006, slow.fn()); });
  slow.wait_started();

  const snap::HeldAnswer meanwhile = cache.get_or_render("/globals", 1006, kMustNotRender);
  CHECK(meanwhile.stale);
  CHECK(meanwhile.answer->body == "old");
  const snap::HeldAnswer last_stale_second =
      cache.get_or_render("/globals", 1005 + snap::kServeStaleSeconds - 1, kMustNotRender);
  CHECK(last_stale_second.stale);

  // Past the stale window a request waits for the render under way.
  auto late = std::async(std::launch::async, [&] {
    return cache.get_or_render("/globals", 1005 + snap::kServeStaleSeconds, kMustNotRender);
  });
  CHECK(late.wait_for(std::chrono::milliseconds(100)) == std::future_status::timeout);
  slow.release.set_value();
  CHECK(renderer.get().answer->body == "new");
  const snap::HeldAnswer waited = late.get();
  CHECK_FALSE(waited.stale);
  CHECK(waited.answer->body == "new");

  const snap::HeldAnswer fresh = cache.get_or_render("/globals", 1007, kMustNotRender);
  CHECK_FALSE(fresh.stale);
  CHECK(fresh.answer->body == "new");
  CHECK(cache.counts().stale == 2);
  CHECK(cache.counts().renders == 2);
}

TEST_CASE("rule: after the data changed, no expired answer is served: readers wait for the new render",
          "[edge][cache]") {
  snap::LiveCache cache;
  cache.get_or_render("/globals", 1000, [] { return answer("old", 1000, 5); });
  cache.forget_all();
  SlowRender slow;
  slow.result = answer("new", 1006, 5);
  auto renderer = std::async(std::launch::async, [&] { return cache.get_or_render("/globals", 1006, slow.fn()); });
  slow.wait_started();
  auto reader = std::async(std::launch::async, [&] { return cache.get_or_render("/globals", 1006, kMustNotRender); });
  CHECK(reader.wait_for(std::chrono::milliseconds(100)) == std::future_status::timeout);
  slow.release.set_value();
  renderer.get();
  CHECK(reader.get().answer->body == "new");
  CHECK(cache.counts().stale == 0);
}

TEST_CASE(
    "rule: a request that must wait for another's render first gives up what it holds, and only a request that "
    "waits does",
    "[edge][cache]") {
  snap::LiveCache cache;
  int gave_up = 0;
  const auto give_up = [&] { ++gave_up; };
  // Rendering itself, or served from memory: nothing to give up.
  cache.get_or_render("/leaderboard/overall?search=an", 1000, [] { return answer("one", 1000, 5); }, give_up);
  cache.get_or_render("/leaderboard/overall?search=an", 1001, kMustNotRender, give_up);
  CHECK(gave_up == 0);

  SlowRender slow;
  slow.result = answer("two", 1000, 5);
  auto renderer = std::async(std::launch::async, [&] {
    return cache.get_or_render("/leaderboard/mining?search=an", 1000, slow.fn(), give_up);
  });
  slow.wait_started();
  std::atomic<bool> waiter_gave_up{false};
  auto waiter = std::async(std::launch::async, [&] {
    return cache.get_or_render("/leaderboard/mining?search=an", 1000, kMustNotRender, [&] { waiter_gave_up = true; });
  });
  // It gives up what it holds while the render is still under way, before it waits.
  while (!waiter_gave_up) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  CHECK(waiter.wait_for(std::chrono::milliseconds(50)) == std::future_status::timeout);
  slow.release.set_value();
  CHECK(renderer.get().answer->body == "two");
  CHECK(waiter.get().answer->body == "two");
  CHECK(gave_up == 0);
}
