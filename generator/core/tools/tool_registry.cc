// tool_registry.cc: the registry, assembled from each family once.
#include "core/tools/tool_registry.h"

#include <stdexcept>

#include "core/tools/tool_families.h"

namespace snap {

void ToolRegistry::add(Tool tool) {
  if (find(tool.name)) throw std::logic_error("tool " + tool.name + " is declared twice");
  if (!tool.run) throw std::logic_error("tool " + tool.name + " declares no handler");
  if (tool.columns.empty()) throw std::logic_error("tool " + tool.name + " declares no columns");
  tools_.push_back(std::move(tool));
}

const Tool* ToolRegistry::find(const std::string& name) const {
  for (const Tool& tool : tools_)
    if (tool.name == name) return &tool;
  return nullptr;
}

const ToolRegistry& all_tools() {
  static const ToolRegistry registry = [] {
    ToolRegistry r;
    add_wiki_tools(r);
    add_globals_tools(r);
    add_avatar_tools(r);
    add_pvp_tools(r);
    add_trade_tools(r);
    add_event_tools(r);
    add_document_tools(r);
    add_hunting_tools(r);
    add_ring_tools(r);
    return r;
  }();
  return registry;
}

}  // namespace snap
