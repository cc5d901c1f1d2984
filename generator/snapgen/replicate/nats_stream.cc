// nats_stream.cc: NatsStream and NatsConsumer over cnats' C API. Each cnats object is destroyed by the class
// that made it; a status other than NATS_OK becomes a NatsError with cnats' text and JetStream's error code.
#include "snapgen/replicate/nats_stream.h"

#include <nats/nats.h>

namespace snap {
namespace {

constexpr std::int64_t kNanosPerMilli = 1'000'000;

[[noreturn]] void fail(const std::string& what, natsStatus status, jsErrCode code = static_cast<jsErrCode>(0)) {
  std::string text = what + ": " + natsStatus_GetText(status);
  if (code != 0) text += " (JetStream error " + std::to_string(static_cast<int>(code)) + ")";
  throw NatsError(text);
}

void check(const std::string& what, natsStatus status, jsErrCode code = static_cast<jsErrCode>(0)) {
  if (status != NATS_OK) fail(what, status, code);
}

std::string message_data(natsMsg* msg) {
  return std::string(natsMsg_GetData(msg), static_cast<size_t>(natsMsg_GetDataLength(msg)));
}

// Counts the asynchronous publishes the server refused or that timed out (cnats calls it on its own thread).
void count_refused(jsCtx*, jsPubAckErr*, void* closure) {
  static_cast<std::atomic<int>*>(closure)->fetch_add(1);
}

// One field of a JetStream message's metadata (its reply subject, parsed by cnats).
template <typename Field>
std::uint64_t metadata_field(natsMsg* msg, Field field) {
  jsMsgMetaData* meta = nullptr;
  check("reading a message's metadata", natsMsg_GetMetaData(&meta, msg));
  const std::uint64_t value = field(*meta);
  jsMsgMetaData_Destroy(meta);
  return value;
}

}  // namespace

FetchedMessage::~FetchedMessage() {
  if (msg_ != nullptr) natsMsg_Destroy(msg_);
}

std::string FetchedMessage::subject() const { return natsMsg_GetSubject(msg_); }
std::string FetchedMessage::data() const { return message_data(msg_); }

std::uint64_t FetchedMessage::sequence() const {
  return metadata_field(msg_, [](const jsMsgMetaData& meta) { return meta.Sequence.Stream; });
}

std::uint64_t FetchedMessage::pending() const {
  return metadata_field(msg_, [](const jsMsgMetaData& meta) { return meta.NumPending; });
}

void FetchedMessage::ack() { check("acknowledging a message", natsMsg_Ack(msg_, nullptr)); }

NatsStream::NatsStream(const std::string& url, std::string stream) : stream_(std::move(stream)) {
  natsOptions* options = nullptr;
  check("nats options", natsOptions_Create(&options));
  std::unique_ptr<natsOptions, decltype(&natsOptions_Destroy)> owned(options, natsOptions_Destroy);
  check("nats url " + url, natsOptions_SetURL(options, url.c_str()));
  check("nats options", natsOptions_SetMaxReconnect(options, -1));  // never give up: the server comes back
  check("nats options", natsOptions_SetReconnectWait(options, 250));
  check("nats options", natsOptions_SetTimeout(options, 2000));
  check("nats options", natsOptions_SetRetryOnFailedConnect(options, true, nullptr, nullptr));
  const natsStatus connected = natsConnection_Connect(&connection_, options);
  if (connected != NATS_OK && connected != NATS_NOT_YET_CONNECTED) fail("connecting to " + url, connected);
  jsOptions js_options;
  jsOptions_Init(&js_options);
  js_options.Wait = 2000;
  js_options.PublishAsync.ErrHandler = count_refused;
  js_options.PublishAsync.ErrHandlerClosure = &refused_;
  js_options.PublishAsync.MaxPending = 20000;
  const natsStatus made = natsConnection_JetStream(&js_, connection_, &js_options);
  if (made != NATS_OK) {
    natsConnection_Destroy(connection_);
    fail("JetStream context", made);
  }
}

NatsStream::~NatsStream() {
  jsCtx_Destroy(js_);
  natsConnection_Destroy(connection_);
}

void NatsStream::ensure_stream(const std::vector<std::string>& subjects, std::chrono::hours max_age) {
  std::vector<const char*> names;
  for (const std::string& s : subjects) names.push_back(s.c_str());
  jsStreamConfig config;
  jsStreamConfig_Init(&config);
  config.Name = stream_.c_str();
  config.Subjects = names.data();
  config.SubjectsLen = static_cast<int>(names.size());
  config.Storage = js_FileStorage;
  config.MaxAge = std::chrono::duration_cast<std::chrono::nanoseconds>(max_age).count();
  jsStreamInfo* info = nullptr;
  jsErrCode code = static_cast<jsErrCode>(0);
  const natsStatus status = js_AddStream(&info, js_, &config, nullptr, &code);
  jsStreamInfo_Destroy(info);
  if (status == NATS_OK || code == JSStreamNameExistErr) return;  // made now, or by an earlier run
  fail("making stream " + stream_, status, code);
}

StreamState NatsStream::state() {
  jsStreamInfo* info = nullptr;
  jsErrCode code = static_cast<jsErrCode>(0);
  const natsStatus status = js_GetStreamInfo(&info, js_, stream_.c_str(), nullptr, &code);
  if (status == NATS_NOT_FOUND || code == JSStreamNotFoundErr)
    throw NatsError("the stream " + stream_ + " does not exist yet (the reading node's `snapgen ingest --publish` " +
                    "makes it)");
  check("reading stream " + stream_, status, code);
  const StreamState state{info->State.FirstSeq, info->State.LastSeq};
  jsStreamInfo_Destroy(info);
  return state;
}

std::optional<StreamMessage> NatsStream::last_message(const std::string& subject) {
  natsMsg* msg = nullptr;
  jsErrCode code = static_cast<jsErrCode>(0);
  const natsStatus status = js_GetLastMsg(&msg, js_, stream_.c_str(), subject.c_str(), nullptr, &code);
  if (status == NATS_NOT_FOUND || code == JSNoMessageFoundErr) return std::nullopt;
  check("reading the last message of " + subject, status, code);
  StreamMessage found{natsMsg_GetSubject(msg), message_data(msg)};
  natsMsg_Destroy(msg);
  return found;
}

void NatsStream::publish_in_order(const std::vector<StreamMessage>& messages, std::uint64_t after_sequence,
                                  std::chrono::milliseconds wait) {
  size_t first = 0;
  if (after_sequence == 0 && !messages.empty()) {  // an empty stream: nothing to chain the first message to
    jsPubAck* ack = nullptr;
    jsPubOptions options;
    jsPubOptions_Init(&options);
    options.MaxWait = wait.count();
    jsErrCode code = static_cast<jsErrCode>(0);
    const StreamMessage& m = messages.front();
    check("publishing to " + m.subject,
          js_Publish(&ack, js_, m.subject.c_str(), m.data.data(), static_cast<int>(m.data.size()), &options, &code),
          code);
    after_sequence = ack->Sequence;
    jsPubAck_Destroy(ack);
    first = 1;
  }
  refused_ = 0;
  jsPubOptions options;
  jsPubOptions_Init(&options);
  for (size_t i = first; i < messages.size(); ++i) {
    const StreamMessage& m = messages[i];
    options.ExpectLastSeq = after_sequence + (i - first);
    check("publishing to " + m.subject,
          js_PublishAsync(js_, m.subject.c_str(), m.data.data(), static_cast<int>(m.data.size()), &options));
  }
  jsPubOptions done;
  jsPubOptions_Init(&done);
  done.MaxWait = wait.count();
  check("waiting for the stream's acknowledgements", js_PublishAsyncComplete(js_, &done));
  if (refused_ > 0)
    throw NatsError(std::to_string(refused_.load()) + " of " + std::to_string(messages.size()) +
                    " messages refused by the stream (it moved on: another publisher, or a restart)");
}

NatsConsumer::NatsConsumer(NatsStream& stream, const std::string& durable, const std::string& filter,
                           int max_batch, std::uint64_t start_sequence)
    : max_batch_(max_batch) {
  jsErrCode code = static_cast<jsErrCode>(0);
  const natsStatus deleted = js_DeleteConsumer(stream.js_, stream.name().c_str(), durable.c_str(), nullptr, &code);
  if (deleted != NATS_OK && deleted != NATS_NOT_FOUND && code != JSConsumerNotFoundErr)
    fail("replacing consumer " + durable, deleted, code);
  jsConsumerConfig config;
  jsConsumerConfig_Init(&config);
  config.Durable = durable.c_str();
  config.FilterSubject = filter.c_str();
  config.DeliverPolicy = js_DeliverByStartSequence;
  config.OptStartSeq = start_sequence;
  config.AckPolicy = js_AckExplicit;
  config.AckWait = 60'000 * kNanosPerMilli;  // a batch is committed well within a minute
  config.MaxAckPending = 2 * static_cast<std::int64_t>(max_batch);
  jsConsumerInfo* info = nullptr;
  code = static_cast<jsErrCode>(0);
  check("making consumer " + durable,
        js_AddConsumer(&info, stream.js_, stream.name().c_str(), &config, nullptr, &code), code);
  jsConsumerInfo_Destroy(info);
  jsSubOptions options;
  jsSubOptions_Init(&options);
  options.Stream = stream.name().c_str();
  options.Consumer = durable.c_str();
  code = static_cast<jsErrCode>(0);
  check("subscribing " + durable + " to " + filter,
        js_PullSubscribe(&subscription_, stream.js_, filter.c_str(), durable.c_str(), nullptr, &options, &code),
        code);
}

NatsConsumer::~NatsConsumer() { natsSubscription_Destroy(subscription_); }

std::vector<FetchedMessage> NatsConsumer::fetch(std::chrono::milliseconds wait) {
  natsMsgList list{};
  jsErrCode code = static_cast<jsErrCode>(0);
  const natsStatus status = natsSubscription_Fetch(&list, subscription_, max_batch_, wait.count(), &code);
  std::vector<FetchedMessage> fetched;
  if (status == NATS_TIMEOUT) return fetched;
  check("fetching from the stream", status, code);
  fetched.reserve(static_cast<size_t>(list.Count));
  for (int i = 0; i < list.Count; ++i) {
    fetched.emplace_back(list.Msgs[i]);
    list.Msgs[i] = nullptr;  // owned by the FetchedMessage now
  }
  natsMsgList_Destroy(&list);
  return fetched;
}

}  // namespace snap
