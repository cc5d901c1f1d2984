-- mcp_calls.lua: wrk script that POSTs MCP tools/call requests (modern era: MCP-Protocol-Version, Mcp-Method and
-- Mcp-Name headers matching the body) from $CALLS, one "tool_name<TAB>arguments-JSON" per line, round-robin.
local calls = {}
for line in io.lines(os.getenv("CALLS")) do
  local name, arguments = line:match("^([^\t]+)\t(.*)$")
  calls[#calls + 1] = {name = name, arguments = arguments}
end
local next_index = 0
function setup(thread)
  thread:set("offset", math.random(#calls))
end
function request()
  next_index = next_index + 1
  local call = calls[(next_index + (offset or 0)) % #calls + 1]
  local body = '{"jsonrpc":"2.0","id":' .. next_index .. ',"method":"tools/call","params":{"name":"' .. call.name ..
      '","arguments":' .. call.arguments .. ',"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",' ..
      '"io.modelcontextprotocol/clientCapabilities":{},"io.modelcontextprotocol/clientInfo":{"name":"bench","version":"1"}}}}'
  return wrk.format("POST", "/mcp", {["Content-Type"] = "application/json", ["Accept"] = "application/json, text/event-stream",
                                     ["MCP-Protocol-Version"] = "2026-07-28", ["Mcp-Method"] = "tools/call",
                                     ["Mcp-Name"] = call.name}, body)
end
