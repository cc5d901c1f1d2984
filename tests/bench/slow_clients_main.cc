// slow_clients_main.cc: `slow_clients PORT KIND COUNT ADDRESSES SECONDS` holds COUNT connections of KIND (idle,
// trickle, silent) to 127.0.0.1:PORT, spread over ADDRESSES source addresses (127.0.1.1, 127.0.1.2 ...),
// reopening any the server closes, for SECONDS; then prints "open opened refused". For scripts/bench live.
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "tests/support/slow_clients.h"

using snap::test::SlowClients;
using snap::test::SlowKind;

int main(int argc, char** argv) {
  if (argc != 6) {
    std::cerr << "usage: slow_clients PORT idle|trickle|silent COUNT ADDRESSES SECONDS\n";
    return 2;
  }
  const int port = std::atoi(argv[1]);
  const std::string kind_name = argv[2];
  const SlowKind kind = kind_name == "idle" ? SlowKind::Idle : kind_name == "trickle" ? SlowKind::Trickle : SlowKind::Silent;
  const int count = std::atoi(argv[3]);
  const int addresses = std::max(1, std::atoi(argv[4]));
  std::vector<std::unique_ptr<SlowClients>> groups;
  for (int a = 0; a < addresses; ++a) {
    const int share = count / addresses + (a < count % addresses ? 1 : 0);
    groups.push_back(std::make_unique<SlowClients>(port, kind, share, "127.0.1." + std::to_string(a + 1), true));
  }
  std::this_thread::sleep_for(std::chrono::seconds(std::atoi(argv[5])));
  int open = 0, opened = 0, refused = 0;
  for (const auto& g : groups) {
    open += g->counts().open;
    opened += g->counts().opened;
    refused += g->counts().refused;
  }
  std::cout << open << " " << opened << " " << refused << "\n";
}
