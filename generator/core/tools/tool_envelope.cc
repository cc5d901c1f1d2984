// tool_envelope.cc: the envelope, the blank-stat rule (a null stat -> 0, named in the note and, per row, in
// `unknown`) and the row-cap rule (`truncated`, and the note says how to ask for the rest).
#include "core/tools/tool_envelope.h"

namespace snap {
namespace {

constexpr size_t kBlanksNamed = 12;  // the note names this many blank stats, then counts the rest

std::string row_label(const Json& row, const std::string& column) {
  if (!row.contains(column)) return "row";
  const Json& v = row.at(column);
  return v.is_string() ? v.get<std::string>() : v.dump();
}

// Zeroes every null stat, lists each row's in `unknown` (one array of column names a row) and returns the note's
// sentence about them ("" when none), grouped by row:
// "No recorded value (shown as 0): Sollomate Opalo: dps, range; Breer P1a: range."
std::string zero_blank_stats(Json& rows, const std::vector<ToolColumn>& columns, const std::string& label_column,
                             Json& unknown) {
  std::string sentence;
  size_t named = 0, unnamed = 0;
  for (Json& row : rows) {
    std::string blanks;
    Json& row_unknown = unknown.emplace_back(Json::array());
    for (const ToolColumn& column : columns) {
      if (!column.stat) continue;
      auto it = row.find(column.name);
      if (it != row.end() && !it->is_null()) continue;
      row[column.name] = 0;
      row_unknown.push_back(column.name);
      if (named++ < kBlanksNamed) blanks += (blanks.empty() ? "" : ", ") + column.name;
      else ++unnamed;
    }
    if (!blanks.empty()) sentence += (sentence.empty() ? "" : "; ") + row_label(row, label_column) + ": " + blanks;
  }
  if (sentence.empty() && unnamed == 0) return "";
  sentence = "No recorded value (shown as 0): " + sentence;
  if (unnamed > 0) sentence += "; and " + std::to_string(unnamed) + " more";
  return sentence + ".";
}

// How to ask for the rows a limit left out: the next offset where the tool pages, else a larger limit while one is
// allowed, else narrower arguments.
std::string rest_sentence(const Tool& tool, const ToolArgs& args, size_t rows) {
  if (find_arg(tool, "offset"))
    return "More rows match: ask again with offset=" + std::to_string(args.scalars.integer("offset") + rows) +
           " for the next.";
  const ToolArg* limit = find_arg(tool, "limit");
  if (limit && limit->spec.max && args.scalars.integer("limit") < *limit->spec.max)
    return "More rows match: raise limit (up to " + std::to_string(static_cast<std::int64_t>(*limit->spec.max)) +
           ") or narrow the arguments for the rest.";
  return "More rows match than one call answers: narrow the arguments for the rest.";
}

}  // namespace

Json run_tool(const Tool& tool, const RenderContext& ctx, const ToolCall& call) {
  ToolAnswer answer = tool.run(ctx, call.args);
  const std::vector<ToolColumn>& columns = answer.columns.empty() ? tool.columns : answer.columns;
  const std::string label = answer.row_label_column.empty() ? columns.front().name : answer.row_label_column;
  std::vector<std::string> notes = answer.notes;
  Json unknown = Json::array();
  if (std::string blanks = zero_blank_stats(answer.rows, columns, label, unknown); !blanks.empty())
    notes.push_back(std::move(blanks));
  if (answer.truncated) notes.push_back(rest_sentence(tool, call.args, answer.rows.size()));
  if (!call.ignored.empty()) {
    std::string names;
    for (const std::string& n : call.ignored) names += (names.empty() ? "" : ", ") + n;
    notes.push_back("Ignored parameters this tool does not declare: " + names + ".");
  }
  std::string note;
  for (const std::string& sentence : notes) note += (note.empty() ? "" : " ") + sentence;

  Json envelope = object_with_room(8);  // room first: a growing object copies the rows whole
  envelope["tool"] = tool.name;
  envelope["columns"] = Json::array();
  for (const ToolColumn& column : columns) envelope["columns"].push_back(column.name);
  const size_t row_count = answer.rows.size();
  envelope["rows"] = std::move(answer.rows);
  envelope["rowCount"] = row_count;
  envelope["truncated"] = answer.truncated;
  envelope["unknown"] = std::move(unknown);
  envelope["note"] = note;
  if (!call.ignored.empty()) envelope["ignoredParameters"] = call.ignored;
  return envelope;
}

}  // namespace snap
