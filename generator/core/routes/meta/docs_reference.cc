// docs_reference.cc: the documentation page's reference fragments, written from the route table, the tool
// registry and the push feed's declarations (see docs_reference.h).
#include "core/routes/meta/docs_reference.h"

#include <cctype>
#include <cstdint>
#include <limits>

#include "core/live/push_endpoints.h"
#include "core/param_schema.h"
#include "core/routes/meta/family_example.h"
#include "core/text/html_escape.h"
#include "core/tools/mcp_identity.h"
#include "core/tools/tool_registry.h"
#include "core/tools/tool_schema.h"

namespace snap {
namespace {

std::string code(const std::string& text) { return "<code>" + html_escape(text) + "</code>"; }

// A JSON Schema's type, bounds and choices in a few words: "integer 1–100", "one of asc, desc".
std::string schema_words(const Json& schema) {
  if (schema.contains("enum")) {
    std::string words = "one of ";
    for (size_t i = 0; i < schema["enum"].size(); ++i) words += (i ? ", " : "") + schema["enum"][i].get<std::string>();
    return words;
  }
  std::string words = schema.value("type", "string");
  if (schema.contains("format")) words += " (" + schema["format"].get<std::string>() + ")";
  if (schema.contains("pattern") && !schema.contains("format")) words += " (date or UTC date-time)";
  // A bound that is only the 64-bit range every whole number has says nothing to a reader.
  const auto bound = [&](const char* name, std::int64_t range_end) {
    return schema.contains(name) &&
           !(schema[name].is_number_integer() && schema[name].get<std::int64_t>() == range_end);
  };
  const bool low = bound("minimum", std::numeric_limits<std::int64_t>::min());
  const bool high = bound("maximum", std::numeric_limits<std::int64_t>::max());
  if (low && high)
    words += " " + schema["minimum"].dump() + "–" + schema["maximum"].dump();
  else if (low)
    words += " ≥ " + schema["minimum"].dump();
  else if (high)
    words += " ≤ " + schema["maximum"].dump();
  if (schema.contains("maxLength"))
    words += ", " + std::to_string(schema.value("minLength", 0)) + "–" + schema["maxLength"].dump() + " characters";
  if (schema.contains("items")) words += " of " + schema_words(schema["items"]);
  return words;
}

std::string default_words(const Json& schema) {
  if (!schema.contains("default")) return "";
  const Json& value = schema["default"];
  return code(value.is_string() ? value.get<std::string>() : value.dump());
}

std::string params_table(const std::vector<ParamSpec>& params) {
  if (params.empty()) return "<p class=\"no-params\">No query parameters.</p>\n";
  std::string html =
      "<table class=\"params\"><thead><tr><th>Parameter</th><th>Type</th><th>Default</th>"
      "<th>Meaning</th></tr></thead><tbody>\n";
  for (const ParamSpec& spec : params) {
    const Json schema = param_schema(spec, false);
    std::string meaning = html_escape(spec.description);
    for (const std::string& alias : spec.aliases) meaning += "; also read as " + code(alias);
    html += "<tr><td>" + code(spec.name) + (spec.required ? " (required)" : "") + "</td><td>" +
            html_escape(schema_words(schema)) + "</td><td>" + default_words(schema) + "</td><td>" + meaning +
            "</td></tr>\n";
  }
  return html + "</tbody></table>\n";
}

std::string serving_words(const Route& route) {
  std::string words = route.is_static() ? "A snapshot file (default parameters); other queries render live."
                                        : "Rendered live from the database.";
  words += " <code>Cache-Control: max-age=" + std::to_string(route.max_age_seconds) + "</code>.";
  if (route.is_text()) words += " Answers " + code(route.media_type()) + ", not JSON.";
  if (route.rate_limited) words += " Spends one call of the caller's tool budget.";
  return words;
}

// Indented for reading; raw fragments (json_bytes.h) parsed first, as only to_bytes() reads them.
std::string pretty_json(const Json& value) {
  return materialized(value).dump(2, ' ', false, Json::error_handler_t::replace);
}

std::string hub_methods_list(const std::vector<HubMethod>& methods) {
  std::string html = "<ul>\n";
  for (const HubMethod& m : methods)
    html += "<li>" + code(m.name + m.arguments) + ": " + html_escape(m.summary) + "</li>\n";
  return html + "</ul>\n";
}

}  // namespace

std::string anchor_id(const std::string& text) {
  std::string id;
  for (const char c : text) {
    if (std::isalnum(static_cast<unsigned char>(c)))
      id.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    else if (!id.empty() && id.back() != '-')
      id.push_back('-');
  }
  while (!id.empty() && id.back() == '-') id.pop_back();
  return id;
}

std::string route_reference_html(const Route& route, const std::string& answer_fields) {
  return "<article class=\"route\" id=\"route-" + anchor_id(route.pattern) + "\">\n<h4><code>GET " +
         html_escape(route.pattern) + "</code></h4>\n<p>" + html_escape(route.summary) + "</p>\n<p class=\"serving\">" +
         serving_words(route) + "</p>\n" + params_table(route.params) + answer_fields + "</article>\n";
}

std::string family_example_html(const RenderContext& ctx, const RouteFamily& family) {
  const std::optional<FamilyExample> example = render_family_example(ctx, family);
  if (!example) return "";
  return "<figure class=\"example\" data-request=\"" + html_escape(example->target) +
         "\">\n<figcaption>Example: <a href=\"" + html_escape(example->target) + "\">" +
         code("GET " + example->target) +
         "</a>, answered from this data</figcaption>\n<pre><code class=\"language-json\">" +
         html_escape(pretty_json(example->answer)) + "</code></pre>\n</figure>\n";
}

std::string tool_arguments_table(const Tool& tool) {
  std::string html =
      "<table class=\"params\"><thead><tr><th>Argument</th><th>Type</th><th>Default</th><th>Meaning</th>"
      "</tr></thead><tbody>\n";
  for (const ToolArg& arg : tool.args) {
    const Json schema = tool_argument_schema(arg);
    html += "<tr><td>" + code(arg.spec.name) + (arg.required ? " (required)" : "") + "</td><td>" +
            html_escape(schema_words(schema)) + "</td><td>" + default_words(schema) + "</td><td>" +
            html_escape(tool_argument_query_description(arg)) + "</td></tr>\n";
  }
  return html + "</tbody></table>\n";
}

// The answer's columns with their types and meanings, which the catalogue leaves out (tool_schema.h, AnswerDetail).
std::string tool_columns_table(const Tool& tool) {
  std::string html =
      "<table class=\"columns\"><thead><tr><th>Column</th><th>Type</th><th>Meaning</th></tr></thead><tbody>\n";
  for (const ToolColumn& column : tool.columns)
    html += "<tr><td>" + code(column.name) + "</td><td>" + html_escape(column.type) +
            (column.stat ? " (0 when unknown)" : "") + "</td><td>" + html_escape(column.description) + "</td></tr>\n";
  return html + "</tbody></table>\n";
}

std::string tool_catalogue_html() {
  std::string html;
  for (const Tool& tool : all_tools().tools()) {
    html += "<article class=\"tool\" id=\"tool-" + anchor_id(tool.name) + "\">\n<h4>" + code(tool.name) + " — " +
            html_escape(tool.title) + "</h4>\n<p>" + html_escape(tool.description) + "</p>\n" +
            tool_arguments_table(tool) + tool_columns_table(tool) + "<p class=\"serving\">Over HTTP: " +
            code("GET /tools/" + tool.name + "?…") + "; over MCP: " + code("tools/call") + " with the name " +
            code(tool.name) + ".</p>\n</article>\n";
  }
  return html;
}

std::string push_and_mcp_html() {
  std::string versions;
  for (const std::string& v : mcp_protocol_versions()) versions += (versions.empty() ? "" : ", ") + v;
  std::string html = "<article class=\"route\" id=\"route-mcp\">\n<h4><code>POST " + std::string(kMcpEndpoint) +
                     "</code></h4>\n<p>The MCP server " + code(mcp_server_info().at("name").get<std::string>()) +
                     " (Streamable HTTP, JSON answers, no session). Protocol revisions: " + html_escape(versions) +
                     ". Every POST spends one call of the caller's tool budget.</p>\n</article>\n";
  html += "<article class=\"route\" id=\"route-stream-globals\">\n<h4><code>GET " + std::string(kGlobalStreamPath) +
          "</code></h4>\n<p>New globals as Server-Sent Events (" + code("text/event-stream") +
          "), filtered like /globals; " + code("Last-Event-ID") + " resumes.</p>\n" +
          params_table(global_stream_params()) + "</article>\n";
  for (const HubEndpoint& hub : hub_endpoints()) {
    html += "<article class=\"route\" id=\"route-" + anchor_id(hub.path) + "\">\n<h4><code>" + html_escape(hub.path) +
            "</code> (SignalR hub)</h4>\n<p>" + html_escape(hub.summary) + ". Negotiate with " +
            code("POST " + hub.path + "/negotiate?negotiateVersion=1") +
            ", then open a WebSocket at the hub's path (JSON hub protocol 1).</p>\n<p>The server calls:</p>\n" +
            hub_methods_list(hub.server_methods);
    if (!hub.client_methods.empty()) html += "<p>Clients call:</p>\n" + hub_methods_list(hub.client_methods);
    html += "</article>\n";
  }
  return html;
}

}  // namespace snap
