// record_writer.h: writes one record of a kind: expand it, read its keys into a row, complete derived columns,
// settle its identity (replace an existing entry or refuse a second one), insert, then write its relations.
// The one insert path of `snapgen import` and of the demo's wiki entries, avatars and teams.
#pragma once

#include "snapgen/import/record_kinds.h"

namespace snap {

// Returns the id of the record's row. Throws RecordError (or DatabaseError from SQLite); the caller adds
// FILE:LINE.
std::int64_t write_record(ImportSession& session, const RecordKind& kind, const Json& record);

}  // namespace snap
