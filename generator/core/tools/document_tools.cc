// document_tools.cc: (being written) the document tools.
#include "core/tools/tool_registry.h"
#include "core/tools/tool_families.h"

namespace snap {

void add_document_tools(ToolRegistry&) {}

}  // namespace snap
