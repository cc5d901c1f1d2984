// list_and_call.mjs URL REPORT_FILE: the official MCP SDK v1 client (legacy era: initialize, then requests) connects to
// snapedge's /mcp over Streamable HTTP, lists the tools and calls two of them (and a third with a name that places nothing). Writes one JSON object to REPORT_FILE for
// tests/integration/mcp_clients_test.cc to check; exits non-zero on any failure.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { writeFileSync } from "node:fs";
import { callTools } from "../shared/calls.mjs";

const client = new Client({ name: "snap-itest-v1", version: "1.0.0" });
const transport = new StreamableHTTPClientTransport(new URL(process.argv[2]));
await client.connect(transport);
const report = await callTools(client);
report.sessionId = transport.sessionId ?? null;
report.server = client.getServerVersion();
await client.close();
writeFileSync(process.argv[3], JSON.stringify(report));
