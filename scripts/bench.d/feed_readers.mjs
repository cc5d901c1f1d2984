// feed_readers.mjs: the feed benchmark's clients (scripts/bench.d/feed), plain Node.js (18+), keep-alive HTTP.
//   node feed_readers.mjs latency PORT LOG LINES: appends LINES kill lines to the chat log LOG, ~5 a second at
//     random moments, and follows the feed through PORT (head.json every 20 ms, then each new sequence); prints
//     the time from each line's append to its global's first sight in a sequence file, as JSON.
//   node feed_readers.mjs readers PORT N SECONDS: N readers, each asking for head.json every 2 s (If-None-Match
//     with the ETag it holds) and fetching each sequence the head names past its own, for SECONDS; prints the
//     requests by status and how many sequences the readers read, as JSON.
import http from "node:http";
import { appendFileSync } from "node:fs";

const [mode, port, ...rest] = process.argv.slice(2);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port: Number(port), path, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, etag: res.headers.etag, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function latency(log, lines) {
  const appended = new Map();  // value -> append time (ms)
  let seq = JSON.parse((await get("/feed/globals/head.json")).body).seq, seen = 0;
  const times = [];
  const writer = (async () => {
    for (let i = 0; i < lines; i++) {
      await sleep(100 + Math.random() * 200);
      const s = 36000 + i;
      const time = `2026-11-29 ${String(Math.floor(s / 3600)).padStart(2, "0")}:${String(Math.floor(s / 60) % 60).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
      const value = 100000 + i;
      appended.set(value, performance.now());
      appendFileSync(log, `${time} [Globals] [] Bench Feed Reader killed a creature (Atrox Young) with a value of ${value} PED!\n`);
    }
  })();
  const deadline = () => seen >= lines;
  while (!deadline()) {
    const head = JSON.parse((await get("/feed/globals/head.json")).body);
    for (; seq < head.seq; seq++) {
      const file = await get(`/feed/globals/${seq + 1}.json`);
      if (file.status !== 200) break;
      const now = performance.now();
      for (const g of JSON.parse(file.body).globals) {
        const at = appended.get(g.globalValue);
        if (at !== undefined) { times.push(now - at); seen++; }
      }
    }
    await sleep(20);
  }
  await writer;
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(JSON.stringify({ globals: times.length, p50_ms: Math.round(pick(0.5)), p99_ms: Math.round(pick(0.99)), max_ms: Math.round(times[times.length - 1]) }));
}

async function readers(n, seconds) {
  const counts = {};
  let sequences = 0;
  const end = performance.now() + seconds * 1000;
  const reader = async (k) => {
    let etag = "", seq = -1;
    await sleep((k / n) * 2000);  // spread over the first period
    while (performance.now() < end) {
      const started = performance.now();
      const head = await get("/feed/globals/head.json", etag ? { "if-none-match": etag } : {});
      counts[head.status] = (counts[head.status] ?? 0) + 1;
      if (head.status === 200) {
        etag = head.etag ?? "";
        const newest = JSON.parse(head.body).seq;
        if (seq < 0) seq = newest;  // a new reader starts at the head
        for (; seq < newest; seq++) {
          const file = await get(`/feed/globals/${seq + 1}.json`, { "accept-encoding": "gzip" });
          counts[file.status] = (counts[file.status] ?? 0) + 1;
          sequences++;
        }
      }
      await sleep(Math.max(0, 2000 - (performance.now() - started)));
    }
  };
  await Promise.all(Array.from({ length: n }, (_, k) => reader(k)));
  console.log(JSON.stringify({ readers: n, seconds, requests: counts, sequences_read: sequences }));
}

if (mode === "latency") await latency(rest[0], Number(rest[1]));
else if (mode === "readers") await readers(Number(rest[0]), Number(rest[1]));
else { console.error("usage: node feed_readers.mjs latency PORT LOG LINES | readers PORT N SECONDS"); process.exit(2); }
agent.destroy();
