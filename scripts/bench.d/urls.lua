-- urls.lua: wrk script that walks the URL list in $URLS (one target per line), each thread from its own start.
local targets = {}
for line in io.lines(os.getenv("URLS")) do targets[#targets + 1] = line end
local next_index = 0
function setup(thread)
  thread:set("offset", math.random(#targets))
end
function request()
  next_index = next_index + 1
  return wrk.format("GET", targets[(next_index + (offset or 0)) % #targets + 1])
end
