// avatar_tools.cc: (being written) the avatar tools.
#include "core/tools/tool_registry.h"
#include "core/tools/tool_families.h"

namespace snap {

void add_avatar_tools(ToolRegistry&) {}

}  // namespace snap
