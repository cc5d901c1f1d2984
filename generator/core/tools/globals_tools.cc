// globals_tools.cc: (being written) the globals tools.
#include "core/tools/tool_registry.h"
#include "core/tools/tool_families.h"

namespace snap {

void add_globals_tools(ToolRegistry&) {}

}  // namespace snap
