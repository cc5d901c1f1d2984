// validate_answers.mjs: real answers checked against the schemas /openapi.json declares for them, with Ajv
// (JSON Schema 2020-12, the dialect of OpenAPI 3.1), for tests/integration/answer_schema_test.cc.
//   node validate_answers.mjs OPENAPI_FILE CASES_FILE
// CASES_FILE holds one JSON object a line: {"pattern": "/weapons/{slug}", "file": "<the answer's bytes>"}, with
// "lines": true for an NDJSON answer, each of whose lines must match the route's x-item-schema.
// Prints each answer that breaks its schema with Ajv's errors, then a count per pattern; exits 1 if any broke.
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

const [openapiFile, casesFile] = process.argv.slice(2);
const doc = JSON.parse(readFileSync(openapiFile, "utf8"));
const componentsId = "https://snapedge.invalid/components";
// The components are one schema of their own, so each answer's schema refers to them by that schema's id.
const relink = (schema) =>
  JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${componentsId}#/$defs/`));

const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
ajv.addSchema({ $id: componentsId, $defs: relink(doc.components.schemas) });

const validators = new Map();
function validatorFor(pattern, lines) {
  if (!validators.has(pattern)) {
    const content = doc.paths[pattern]?.get?.responses?.["200"]?.content ?? {};
    const schema = lines ? content["application/x-ndjson"]?.["x-item-schema"] : content["application/json"]?.schema;
    const declared = schema && Object.keys(schema).length > 0;
    validators.set(pattern, declared ? ajv.compile(relink(schema)) : null);
  }
  return validators.get(pattern);
}

// The answer's JSON values: the one of a JSON answer, each line's of an NDJSON one.
function answersIn(file, lines) {
  const text = readFileSync(file, "utf8");
  return lines ? text.split("\n").filter((l) => l.length > 0).map((l) => JSON.parse(l)) : [JSON.parse(text)];
}

const counts = new Map();
let broken = 0;
for (const line of readFileSync(casesFile, "utf8").split("\n")) {
  if (!line) continue;
  const { pattern, file, lines = false } = JSON.parse(line);
  const validate = validatorFor(pattern, lines);
  const tally = counts.get(pattern) ?? { checked: 0, broken: 0 };
  counts.set(pattern, tally);
  tally.checked++;
  if (!validate) {
    tally.broken++;
    broken++;
    if (tally.broken === 1) console.log(`BROKEN ${pattern}: /openapi.json declares no schema for its answers`);
  } else if (!answersIn(file, lines).every((answer) => validate(answer))) {
    tally.broken++;
    broken++;
    if (tally.broken <= 3) {
      console.log(`BROKEN ${pattern} (${file}):`);
      for (const e of validate.errors.slice(0, 5))
        console.log(`  ${e.instancePath || "/"} ${e.message} ${JSON.stringify(e.params)} [${e.schemaPath}]`);
    }
  }
}
for (const [pattern, tally] of counts) console.log(`${pattern}: ${tally.checked} checked, ${tally.broken} broken`);
console.log(`${broken} broken answers`);
process.exit(broken === 0 ? 0 : 1);
