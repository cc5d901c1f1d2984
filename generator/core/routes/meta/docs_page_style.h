// docs_page_style.h: the documentation page's stylesheet, inline in the page (no outside files or fonts, so a
// saved copy works offline): system fonts, a readable column, a contents list beside it on wide screens.
#pragma once

namespace snap {

inline constexpr const char* kDocsPageStyle = R"CSS(
:root { color-scheme: light dark; --ink: #1d2330; --soft: #5b6475; --line: #d9dde5; --panel: #f5f7fa; --accent: #0b6e6e; }
@media (prefers-color-scheme: dark) {
  :root { --ink: #e3e6ec; --soft: #a3abba; --line: #3a4150; --panel: #1f242e; --accent: #5cc4c4; }
  body { background: #15181f; }
}
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); }
a { color: var(--accent); }
code, pre { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 0.9em; }
pre { background: var(--panel); border: 1px solid var(--line); padding: 0.75em; overflow: auto; max-height: 28em; }
header.top { padding: 1.5em 2em; border-bottom: 1px solid var(--line); }
header.top h1 { margin: 0 0 0.3em; }
.stamp { color: var(--soft); margin: 0; }
.layout { display: flex; gap: 2em; padding: 0 2em; }
nav.toc { flex: 0 0 15em; position: sticky; top: 0; align-self: flex-start; max-height: 100vh; overflow: auto;
          padding: 1em 0; font-size: 0.92em; }
nav.toc ol { padding-left: 2em; margin: 0.3em 0; }
main { flex: 1; min-width: 0; max-width: 60em; padding-bottom: 4em; }
section { border-bottom: 1px solid var(--line); padding-bottom: 1em; }
h2 { margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.6em 0; font-size: 0.92em; }
th, td { border: 1px solid var(--line); padding: 0.3em 0.5em; text-align: left; vertical-align: top; }
th { background: var(--panel); }
article.route, article.tool { border-left: 3px solid var(--line); padding-left: 1em; margin: 1.2em 0; }
article h4 { margin: 0.2em 0; }
.serving, .no-params { color: var(--soft); font-size: 0.92em; }
details.fields summary { cursor: pointer; color: var(--soft); font-size: 0.92em; }
figure { margin: 1em 0; }
figure.example figcaption { font-weight: 600; margin-bottom: 0.3em; }
.charts { display: flex; flex-wrap: wrap; gap: 1em; }
.charts svg { max-width: 100%; height: auto; border: 1px solid var(--line); background: var(--panel); }
@media (max-width: 60em) { .layout { display: block; } nav.toc { position: static; max-height: none; } }
)CSS";

}  // namespace snap
