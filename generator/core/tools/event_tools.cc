// event_tools.cc: (being written) the event tools.
#include "core/tools/tool_registry.h"
#include "core/tools/tool_families.h"

namespace snap {

void add_event_tools(ToolRegistry&) {}

}  // namespace snap
