# wrk_lib.sh: helpers the benchmarks source: start/stop servers, run wrk over a URL list, read its figures.
# Not a benchmark itself (not executable).

# wrk_figures: wrk --latency's report on stdin -> "REQ_PER_SEC P99_MS"; non-2xx answers and socket errors on stderr.
wrk_figures() {
  awk '
    /Requests\/sec:/ { rps = $2 }
    $1 == "99%" { v = $2; unit = v; sub(/[0-9.]+/, "", unit); sub(/[a-z]+$/, "", v);
                  ms = (unit == "us") ? v / 1000 : (unit == "s") ? v * 1000 : v; p99 = ms }
    /Non-2xx or 3xx responses:/ { bad = $5 }
    /Socket errors:/ { errors = $0 }
    END { printf "%.0f %.3f\n", rps, p99; if (bad > 0 || errors != "") print "wrk: " bad " bad answers; " errors > "/dev/stderr" }'
}

# wrk_urls URLS_FILE PORT CONNECTIONS SECONDS [HEADER] -> prints "REQ_PER_SEC P99_MS"
# Keep-alive, 2 threads (1 for 1 connection), the URL list walked round-robin by each connection (bench.d/urls.lua).
wrk_urls() {
  local urls=$1 port=$2 conns=$3 seconds=$4 header=${5:-}
  local args=(-t$((conns < 2 ? conns : 2)) -c"$conns" -d"${seconds}s" --latency -s "$(dirname "${BASH_SOURCE[0]}")/urls.lua")
  [ -z "$header" ] || args+=(-H "$header")
  URLS="$urls" wrk "${args[@]}" "http://127.0.0.1:$port" | wrk_figures
}

# wait_port PORT: until something accepts connections there (10 s at most).
wait_port() {
  for _ in $(seq 100); do (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0; sleep 0.1; done
  echo "nothing listens on port $1" >&2; return 1
}

# ready_port FILE PID: the port a snapedge started with --listen HOST:0 --ready-file FILE bound (the kernel's
# choice), once it listens: 60 s at most, at once when PID has exited.
ready_port() {
  local deadline=$((SECONDS + 60))
  until [ -s "$1" ]; do
    kill -0 "$2" 2>/dev/null || { echo "snapedge exited before it listened" >&2; return 1; }
    [ $SECONDS -lt $deadline ] || { echo "snapedge did not listen within 60 s" >&2; return 1; }
    sleep 0.05
  done
  cat "$1"
}

# free_port: a random loopback port nothing listens on now, for nginx, which cannot bind port 0 and report the
# port it got (snapedge does: ready_port).
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}

# wrk_mcp CALLS_FILE PORT CONNECTIONS SECONDS -> prints "REQ_PER_SEC P99_MS": MCP tools/call POSTs to /mcp, one
# "tool<TAB>arguments-JSON" per line of CALLS_FILE (bench.d/mcp_calls.lua).
wrk_mcp() {
  local calls=$1 port=$2 conns=$3 seconds=$4
  CALLS="$calls" wrk -t$((conns < 2 ? conns : 2)) -c"$conns" -d"${seconds}s" --latency \
    -s "$(dirname "${BASH_SOURCE[0]}")/mcp_calls.lua" "http://127.0.0.1:$port" | wrk_figures
}
