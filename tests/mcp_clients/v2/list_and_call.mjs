// list_and_call.mjs URL REPORT_FILE: the official MCP client v2 (modern era: stateless, server/discover, per-request
// headers and _meta) connects to snapedge's /mcp over Streamable HTTP, pinned to the modern revision so a
// silent fall-back to the legacy handshake cannot pass, lists the tools and calls two of them (and a third with a name that places nothing). Writes one JSON
// object to REPORT_FILE for tests/integration/mcp_clients_test.cc; exits non-zero on any failure.
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { writeFileSync } from "node:fs";
import { callTools } from "../shared/calls.mjs";

const client = new Client({ name: "snap-itest-v2", version: "1.0.0" },
                          { versionNegotiation: { mode: { pin: "2026-07-28" } } });
await client.connect(new StreamableHTTPClientTransport(new URL(process.argv[2])));
const report = await callTools(client);
report.era = client.getProtocolEra();
report.protocolVersion = client.getNegotiatedProtocolVersion();
report.server = client.getServerVersion();
await client.close();
writeFileSync(process.argv[3], JSON.stringify(report));
