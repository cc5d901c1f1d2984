-- unique.lua: wrk script that makes every request's target unique (a trailing `_n=THREAD-N` parameter, which
-- the API ignores), so no answer comes from the edge's cache: each request is rendered.
local thread_count = 0
function setup(thread)
  thread_count = thread_count + 1
  thread:set("thread_id", thread_count)
end
local n = 0
function request()
  n = n + 1
  local sep = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format("GET", wrk.path .. sep .. "_n=" .. (thread_id or 0) .. "-" .. n)
end
