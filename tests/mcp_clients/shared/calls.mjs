// calls.mjs: what both official clients do once connected, so the two tests ask the same questions:
// list every tool, then call find_wiki_item (a typo-tolerant name), list_wiki_items (a ranked category with
// an object argument) and get_wiki_item with a name nothing is close to (a tool error, not a protocol one).
export async function callTools(client) {
  const { tools } = await client.listTools();
  const find = await client.callTool({ name: "find_wiki_item", arguments: { name: "opalo" } });
  const list = await client.callTool({
    name: "list_wiki_items",
    arguments: { category: "weapons", sortBy: "Dpp", limit: 3, filters: { minDamage: 20 } },
  });
  const missing = await client.callTool({ name: "get_wiki_item", arguments: { name: "zzqx qqzz" } });
  return {
    tools: tools.map((t) => ({ name: t.name, inputSchema: t.inputSchema })),
    calls: [find, list, missing].map((r) => ({
      isError: r.isError ?? false,
      structuredContent: r.structuredContent ?? null,
      text: r.content?.[0]?.text ?? null,
    })),
  };
}
