// tool_registry.h: every tool, in one table built once. GET /tools, MCP tools/list and the server card list it
// in this order (families in tool_families.h order, tools in their declaration order).
#pragma once

#include <string>
#include <vector>

#include "core/tools/tool.h"

namespace snap {

class ToolRegistry {
 public:
  void add(Tool tool);  // throws std::logic_error for a repeated name or a declaration that cannot run
  const std::vector<Tool>& tools() const { return tools_; }
  const Tool* find(const std::string& name) const;  // nullptr when unknown

 private:
  std::vector<Tool> tools_;
};

const ToolRegistry& all_tools();

}  // namespace snap
