// Rows' Node program: argv[2] is the mode, argv[3] the input.
const fs = require("fs");
const [mode, path] = process.argv.slice(2);
const text = fs.readFileSync(path, "utf8");
if (mode === "json") {
  const cfg = JSON.parse(text);
  console.log(cfg.main.port);
} else if (mode === "command") {
  const lines = text.split("\n").filter(Boolean);
  throw new Error(`unknown command '${lines.length > 1 ? "deploy" : "build"}'`);
} else if (mode === "range") {
  const n = text.split("\n").filter(Boolean).length;
  if (n > 2) new Array(-1);
  null.x;
}
