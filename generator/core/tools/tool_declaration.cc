// tool_declaration.cc: the small constructors a tool declaration is written with, and the lookup of one of its
// arguments (tool.h).
#include "core/tools/tool.h"

namespace snap {

// A tool's arguments are exactly the names its catalogue lists (others are reported under ignoredParameters), so
// a spec borrowed from a route leaves the route's other spellings (API.md "Paged lists") behind.
ToolArg one(ParamSpec spec, bool required) {
  spec.aliases.clear();
  return ToolArg{std::move(spec), ArgShape::One, required, ""};
}

ToolArg list_of(ParamSpec spec) { return ToolArg{std::move(spec), ArgShape::List, false, ""}; }

ToolArg list_of_names(ParamSpec spec) {
  return ToolArg{std::move(spec), ArgShape::List, false, "", true};
}

ToolArg object_arg(std::string name, std::string description, std::string members) {
  return ToolArg{ParamSpec::text(std::move(name), std::move(description)), ArgShape::Object, false, std::move(members)};
}

const ToolArg* find_arg(const Tool& tool, const std::string& name) {
  for (const ToolArg& arg : tool.args)
    if (arg.spec.name == name) return &arg;
  return nullptr;
}

ToolColumn text_column(std::string name, std::string description) {
  return ToolColumn{std::move(name), "string", std::move(description), false};
}

ToolColumn stat_column(std::string name, std::string type, std::string description) {
  return ToolColumn{std::move(name), std::move(type), std::move(description), true};
}

ToolColumn plain_column(std::string name, std::string type, std::string description) {
  return ToolColumn{std::move(name), std::move(type), std::move(description), false};
}

}  // namespace snap
