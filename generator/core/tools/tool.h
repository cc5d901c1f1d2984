// tool.h: a tool is one declaration (name, description a model can act on, its arguments and its columns) and
// one handler. Tools are declared in core/tools/<family>_tools.cc and kept in the registry (tool_registry.h),
// so snapgen documents them and snapedge serves them over GET /tools/{name} and MCP from the same table.
#pragma once

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "core/json_bytes.h"
#include "core/params.h"
#include "core/route.h"

namespace snap {

// How many values an argument takes: one, a list (repeated or comma-separated in a query, an array in JSON),
// or a JSON object (its members are checked by the handler, which names the argument when one is wrong).
enum class ArgShape { One, List, Object };

struct ToolArg {
  ParamSpec spec;  // name, type, description, default, choices, bounds: each list item follows it too
  ArgShape shape = ArgShape::One;
  bool required = false;
  std::string object_members;  // Object: what its members may be, for the schema's description
  bool whole_items = false;    // List of names that may hold commas: a query repeats the parameter, never splits
};

// The three ways to declare an argument, each readable at a glance in a tool's declaration.
ToolArg one(ParamSpec spec, bool required = false);
ToolArg list_of(ParamSpec spec);
ToolArg list_of_names(ParamSpec spec);  // items are whole names ("Aeglic Ring, Adjusted"): repeat to give several
ToolArg object_arg(std::string name, std::string description, std::string members);

// A column of the answer's rows. A stat column holds a number; a row without a recorded value shows 0 there,
// and the envelope's note names it (the description's rule: only the note tells it from a true zero).
struct ToolColumn {
  std::string name;
  std::string type;  // JSON Schema type: "string", "integer", "number", "boolean", "array", "object"
  std::string description;
  bool stat = false;
};

ToolColumn text_column(std::string name, std::string description);
ToolColumn stat_column(std::string name, std::string type, std::string description);
ToolColumn plain_column(std::string name, std::string type, std::string description);

// Validated arguments: scalars as Params (defaults applied), lists as their parsed items, objects as given.
class ToolArgs {
 public:
  Params scalars;
  std::map<std::string, std::vector<ParamValue>> lists;  // only the lists given
  std::map<std::string, Json> objects;                   // only the objects given

  std::vector<std::string> texts(const std::string& name) const;  // a list of Text or Choice items ({} if absent)
};

// What a handler answers: rows as objects keyed by column (a stat may be null: it has no recorded value), and
// sentences for the note (how names resolved, what could not be placed). `columns` overrides the declared
// columns for tools whose columns depend on the answer (one wiki entry's fields).
struct ToolAnswer {
  Json rows = Json::array();
  std::vector<std::string> notes;
  std::vector<ToolColumn> columns;
  std::string row_label_column;  // names a row in the note's list of blank stats (default: the first column)
  bool truncated = false;        // more rows match than the call's limit let through
};

using ToolHandler = std::function<ToolAnswer(const RenderContext&, const ToolArgs&)>;

struct Tool {
  std::string name;         // snake_case, stable
  std::string title;        // a short human title
  std::string description;  // what it answers and when to use it, written for a model choosing a tool
  std::vector<ToolArg> args;
  std::vector<ToolColumn> columns;
  ToolHandler run;
};

// The tool's argument of that name; nullptr when it declares none.
const ToolArg* find_arg(const Tool& tool, const std::string& name);

}  // namespace snap
