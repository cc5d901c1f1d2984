// run_contract.cjs: runs the Postman collection Portman generated from /openapi.json with Newman, every request
// (bounded by a timeout) and every assertion Portman wrote, and prints one line per request and per failed
// assertion, then a count: for tests/integration/openapi_contract_test.cc.
//   node run_contract.cjs COLLECTION_FILE
const newman = require("newman");

const failures = [];
let requests = 0;
newman
  .run({ collection: require(require("node:path").resolve(process.argv[2])), timeoutRequest: 5000, reporters: [] })
  .on("request", (err, args) => {
    requests += 1;
    const status = err ? "error " + err.message : String(args.response.code);
    console.log("REQUEST " + args.request.method + " " + args.request.url.toString() + " " + status);
  })
  .on("assertion", (err, args) => {
    if (err) failures.push(args.item.name + ": " + err.message);
  })
  .on("done", (err) => {
    for (const failure of failures) console.log("FAILED " + failure);
    console.log("requests " + requests + ", failed assertions " + failures.length);
    process.exit(err || failures.length > 0 ? 1 : 0);
  });
