// docs_answer_fields.cc: the answer-fields table of the documentation page (docs_answer_fields.h).
#include "core/routes/meta/docs_answer_fields.h"

#include <algorithm>

#include "core/text/html_escape.h"

namespace snap {
namespace {

constexpr int kDeepestField = 4;  // fields nested deeper are summed up by their parent's type

struct FieldWriter {
  AnswerSchemas& schemas;
  std::string html;

  // "this, or null" (anyOf [schema, null]) as the schema and whether null is allowed.
  std::pair<const Json*, bool> unwrap_null(const Json& schema) const {
    if (schema.contains("anyOf") && schema["anyOf"].size() == 2 && schema["anyOf"][1].value("type", "") == "null")
      return {&schemas.resolved(schema["anyOf"][0]), true};
    return {&schemas.resolved(schema), false};
  }

  static std::string type_words(const Json& schema, bool nullable) {
    std::string words;
    if (schema.contains("enum")) {
      for (const Json& v : schema["enum"]) {
        if (v.is_null())
          nullable = true;
        else
          words += (words.empty() ? "one of " : ", ") + v.get<std::string>();
      }
    } else if (schema.contains("oneOf")) {
      words = "one of " + std::to_string(schema["oneOf"].size()) + " shapes";
    } else if (schema.contains("type")) {
      const Json& type = schema["type"];
      if (type.is_string()) words = type.get<std::string>();
      for (const Json& t : type.is_array() ? type : Json::array())
        if (t != "null") words += (words.empty() ? "" : " or ") + t.get<std::string>();
      if (type.is_array() && std::find(type.begin(), type.end(), "null") != type.end()) nullable = true;
      if (schema.contains("format")) words += " (" + schema["format"].get<std::string>() + ")";
    } else {
      words = "any";
    }
    return nullable ? words + " or null" : words;
  }

  void row(const std::string& path, const std::string& type, const std::string& meaning) {
    html += "<tr><td><code>" + html_escape(path) + "</code></td><td>" + html_escape(type) + "</td><td>" +
            html_escape(meaning) + "</td></tr>\n";
  }

  // The row of the value at `path` ("" for the answer itself: no row), then the rows of its fields.
  void add(const Json& declared, const std::string& path, int depth) {
    const auto [schema, nullable] = unwrap_null(declared);
    const std::string meaning = declared.value("description", schema->value("description", ""));
    const bool is_list = schema->contains("items");
    const Json* items = is_list ? &schemas.resolved(schema->at("items")) : nullptr;
    if (!path.empty())
      row(path,
          is_list ? "list of " + type_words(*items, false) + (nullable ? " or null" : "")
                  : type_words(*schema, nullable),
          meaning);
    if (depth >= kDeepestField) return;
    if (schema->contains("properties")) {
      for (auto it = schema->at("properties").begin(); it != schema->at("properties").end(); ++it)
        add(it.value(), path.empty() ? it.key() : path + "." + it.key(), depth + 1);
    } else if (is_list && items->contains("properties")) {
      for (auto it = items->at("properties").begin(); it != items->at("properties").end(); ++it)
        add(it.value(), path + "[]." + it.key(), depth + 1);
    } else if (is_list && path.empty()) {
      row("[]", type_words(*items, false), items->value("description", meaning));
    }
  }
};

}  // namespace

std::string answer_fields_html(const Route& route, AnswerSchemas& schemas) {
  if (route.is_text() || !route.answer_schema) return "";
  FieldWriter writer{schemas, {}};
  writer.add(route.answer_schema(schemas), "", 0);
  if (writer.html.empty()) return "";
  return "<details class=\"fields\"><summary>Answer fields</summary>\n<table class=\"params\"><thead><tr><th>Field"
         "</th><th>Type</th><th>Meaning</th></tr></thead><tbody>\n" +
         writer.html + "</tbody></table>\n</details>\n";
}

}  // namespace snap
