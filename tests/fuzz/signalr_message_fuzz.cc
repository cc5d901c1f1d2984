// signalr_message_fuzz.cc: what a SignalR client sends over its WebSocket, as the hub reads it: the handshake
// record and any hub message record, and the negotiate version of a query.
#include "edge/hubs/signalr_messages.h"
#include "tests/fuzz/fuzz_input.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string record = snap::fuzz::text_of(data, size);
  snap::handshake_refusal(record);
  snap::parse_client_message(record);
  snap::agreed_negotiate_version(record);
  return 0;
}
