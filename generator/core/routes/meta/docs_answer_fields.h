// docs_answer_fields.h: a route's answer fields on the documentation page, as a table written from the JSON
// Schema the route declares (RouteBuilder::answers), the same schema /openapi.json publishes.
#pragma once

#include <string>

#include "core/answer_schema.h"
#include "core/route.h"

namespace snap {

// A folded table ("Answer fields"): each field's path ("items[].avatarName"), type and meaning, nested objects and
// lists of objects flattened, shared shapes followed. Empty for a route that answers text, not JSON.
std::string answer_fields_html(const Route& route, AnswerSchemas& schemas);

}  // namespace snap
