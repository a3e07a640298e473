// The second round's Node program: an error whose cause names the bug.
// argv[2] is the mode, argv[3] the input (key=value lines).
const fs = require("fs");

function load(path) {
  const cfg = {};
  for (const line of fs.readFileSync(path, "utf8").split("\n")) {
    const eq = line.indexOf("=");
    if (eq > 0) cfg[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return cfg;
}

function parsePort(cfg) {
  if (!/^[0-9]+$/.test(cfg.port ?? "80")) throw new RangeError(`bad port`);
  return Number(cfg.port ?? "80");
}

function parseHost(cfg) {
  return cfg.host.toLowerCase();
}

function parseName(cfg) {
  return cfg.name.toLowerCase();
}

function same(cfg) {
  return "legacy" in cfg ? parseName(cfg) : parseHost(cfg);
}

function start(cfg) {
  try {
    parseHost(cfg);
    parsePort(cfg);
  } catch (err) {
    throw new Error("cannot start service", { cause: err });
  }
}

const modes = { cause: start, same };
modes[process.argv[2]](load(process.argv[3]));
