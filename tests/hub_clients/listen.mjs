// listen.mjs: the official SignalR JavaScript client (@microsoft/signalr) listening to one snapedge hub, for the
// hub integration tests (tests/integration/), which start it, poll FILE and stop it with SIGTERM.
//
//   node listen.mjs URL [--skip-negotiation] [--subscribe SLUG]... [--method NAME]... --out FILE
//
// Connects over WebSockets only (skipNegotiation: straight to the WebSocket, no POST .../negotiate), then appends
// one JSON line to FILE per event, each written at once so a test can poll the file:
//   {"connected":true}                                 when start() succeeded
//   {"connected":false,"error":"..."}                  when it failed (then exits 1)
//   {"subscribed":SLUG,"result":...} or {...,"error":"..."}   per --subscribe, from invoke("SubscribeEvent", SLUG)
//   {"method":NAME,"arguments":[...],"receivedAt":MS}  per server invocation of a --method handler
//   {"closed":true,"error":null or "..."}              when the connection closed (then exits, 0 if no error)
import { appendFileSync } from "node:fs";
import { parseArgs } from "node:util";
import signalR from "@microsoft/signalr";

const usage = "usage: node listen.mjs URL [--skip-negotiation] [--subscribe SLUG]... [--method NAME]... --out FILE";
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      "skip-negotiation": { type: "boolean", default: false },
      subscribe: { type: "string", multiple: true, default: [] },
      method: { type: "string", multiple: true, default: [] },
      out: { type: "string" },
    },
  });
} catch (e) {
  console.error(`listen.mjs: ${e.message}\n${usage}`);
  process.exit(2);
}
const { values: options, positionals } = parsed;
if (positionals.length !== 1 || !options.out) {
  console.error(usage);
  process.exit(2);
}
const [url] = positionals;

const write = (line) => appendFileSync(options.out, JSON.stringify(line) + "\n");
const messageOf = (error) => (error ? String(error.message ?? error) : null);

const connection = new signalR.HubConnectionBuilder()
  .withUrl(url, { transport: signalR.HttpTransportType.WebSockets, skipNegotiation: options["skip-negotiation"] })
  .configureLogging(signalR.LogLevel.Warning)
  .build();

for (const name of options.method) {
  connection.on(name, (...args) => write({ method: name, arguments: args, receivedAt: Date.now() }));
}
connection.onclose((error) => {
  write({ closed: true, error: messageOf(error) });
  process.exit(error ? 1 : 0);
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 3000).unref();  // in case the close never completes
  connection.stop().then(() => process.exit(0));   // onclose usually exits first
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

try {
  await connection.start();
} catch (error) {
  write({ connected: false, error: messageOf(error) });
  if (stopping) process.exit(0);  // SIGTERM during start
  console.error(`listen.mjs: could not connect to ${url}: ${messageOf(error)}`);
  process.exit(1);
}
write({ connected: true });

for (const slug of options.subscribe) {
  try {
    write({ subscribed: slug, result: (await connection.invoke("SubscribeEvent", slug)) ?? null });
  } catch (error) {
    write({ subscribed: slug, error: messageOf(error) });
  }
}
