// tool_arguments.cc: both argument forms become query pairs, and one reader checks them against the
// declaration, so a value is accepted or refused the same way over GET and over MCP.
#include "core/tools/tool_arguments.h"

#include <algorithm>

#include "core/problem.h"

namespace snap {
namespace {

[[noreturn]] void refuse(const std::string& name, const std::string& why) {
  throw ApiError(Problem::bad_parameter(name, why, name + " " + why));
}

std::vector<std::string> comma_items(const std::string& text) {
  std::vector<std::string> items;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos) end = text.size();
    std::string item = text.substr(start, end - start);
    item.erase(0, item.find_first_not_of(" \t"));
    item.erase(item.find_last_not_of(" \t") + 1);
    if (!item.empty()) items.push_back(std::move(item));
    start = end + 1;
  }
  return items;
}

// A whole name: only the surrounding blanks go.
std::vector<std::string> whole_item(const std::string& text) {
  std::string item = text;
  item.erase(0, item.find_first_not_of(" \t"));
  item.erase(item.find_last_not_of(" \t") + 1);
  return item.empty() ? std::vector<std::string>{} : std::vector<std::string>{item};
}

Json parse_object(const ToolArg& arg, const std::string& text) {
  Json value = Json::parse(text, nullptr, false);
  if (value.is_discarded() || !value.is_object()) refuse(arg.spec.name, "must be a JSON object, e.g. " + arg.object_members);
  return value;
}

// A JSON scalar as the text a query would carry ("5", "2.5", "true", "Atrox").
std::string scalar_text(const ToolArg& arg, const Json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number_integer() || value.is_number_unsigned()) return value.dump();
  if (value.is_number_float()) {
    const double d = value.get<double>();
    if (arg.spec.type == ParamType::Integer && d == static_cast<double>(static_cast<std::int64_t>(d)))
      return std::to_string(static_cast<std::int64_t>(d));
    return value.dump();
  }
  refuse(arg.spec.name, "must be a single value (string, number or boolean)");
}

}  // namespace

std::vector<std::string> ToolArgs::texts(const std::string& name) const {
  std::vector<std::string> out;
  auto it = lists.find(name);
  if (it == lists.end()) return out;
  for (const ParamValue& v : it->second) out.push_back(std::get<std::string>(v));
  return out;
}

ToolCall tool_call_from_query(const Tool& tool, const QueryPairs& query) {
  ToolCall call;
  for (const auto& [name, text] : query)
    if (!find_arg(tool, name) && std::find(call.ignored.begin(), call.ignored.end(), name) == call.ignored.end())
      call.ignored.push_back(name);

  std::vector<ParamSpec> single_specs;
  for (const ToolArg& arg : tool.args) {
    if (arg.shape == ArgShape::One) single_specs.push_back(arg.spec);
    bool given = false;
    for (const auto& [name, text] : query) {
      if (name != arg.spec.name || text.empty()) continue;
      if (arg.shape == ArgShape::List) {
        for (const std::string& item : arg.whole_items ? whole_item(text) : comma_items(text)) {
          call.args.lists[name].push_back(parse_param_value(arg.spec, item));
          given = true;
        }
      } else if (arg.shape == ArgShape::Object && !given) {
        call.args.objects[name] = parse_object(arg, text);
        given = true;
      } else {
        given = true;
      }
    }
    if (arg.required && !given) refuse(arg.spec.name, "is required");
  }
  call.args.scalars = parse_params(single_specs, query);
  return call;
}

ToolCall tool_call_from_json(const Tool& tool, const Json& arguments) {
  if (!arguments.is_null() && !arguments.is_object()) refuse("arguments", "must be a JSON object");
  QueryPairs pairs;
  if (arguments.is_object()) {
    for (const auto& [name, value] : arguments.items()) {
      const ToolArg* arg = find_arg(tool, name);
      if (value.is_null()) continue;
      if (!arg) {
        pairs.emplace_back(name, "");
        continue;
      }
      if (arg->shape == ArgShape::Object) {
        if (!value.is_object()) refuse(name, "must be a JSON object, e.g. " + arg->object_members);
        pairs.emplace_back(name, value.dump());
      } else if (arg->shape == ArgShape::List && value.is_array()) {
        for (const Json& item : value) {
          const std::string text = scalar_text(*arg, item);
          if (!arg->whole_items && text.find(',') != std::string::npos) refuse(name, "items must not contain commas");
          pairs.emplace_back(name, text);
        }
      } else {
        pairs.emplace_back(name, scalar_text(*arg, value));
      }
    }
  }
  return tool_call_from_query(tool, pairs);
}

}  // namespace snap
