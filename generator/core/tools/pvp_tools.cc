// pvp_tools.cc: (being written) the pvp tools.
#include "core/tools/tool_registry.h"
#include "core/tools/tool_families.h"

namespace snap {

void add_pvp_tools(ToolRegistry&) {}

}  // namespace snap
