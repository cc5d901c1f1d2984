// activity_demo_documents.h: the demo's documents (activity_demo_documents.cc).
#pragma once

#include "core/clock.h"
#include "core/db/database.h"
#include "snapgen/demo/demo_random.h"

namespace snap::activity_demo {

void write_documents(Database& db, DemoRandom& rng, UnixTime now);

}  // namespace snap::activity_demo
