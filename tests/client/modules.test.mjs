// The browser code's shape (static/*.js, loaded by the templates): every script a module, no globals, every import
// resolving to an export, every module reachable from a page's entry and kept by the service worker, and no sentence
// shown to the user outside strings.js.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

const root = new URL("../../Sources/RepbookServer/Resources/", import.meta.url).pathname;
const staticDir = join(root, "static");
const templatesDir = join(root, "templates");
const scripts = readdirSync(staticDir).filter((name) => name.endsWith(".js")).sort();
const modules = scripts.filter((name) => name !== "sw.js");
const source = (name) => readFileSync(join(staticDir, name), "utf8");
const templates = readdirSync(templatesDir).filter((name) => name.endsWith(".mustache"))
  .map((name) => ({ name, text: readFileSync(join(templatesDir, name), "utf8") }));

/// The code of a script without its comments (string contents kept).
function code(text) {
  return text.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, literal) => literal || "");
}
/// The string literals of a script, but for the messages of errors it throws for its own flow (`new Error("…")`,
/// caught before anything is shown: a message the user reads comes from strings.js).
function literals(text) {
  const withoutErrors = code(text).replace(/new Error\("(?:[^"\\\n]|\\.)*"/g, "new Error(");
  return Array.from(withoutErrors.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'/g), (match) => match[1] ?? match[2]);
}
/// A module's imports: `{from, names}`.
function importsOf(text) {
  return Array.from(code(text).matchAll(/^import\s+(?:\{([^}]*)\}\s+from\s+)?"([^"]+)";/gm), (match) => ({
    from: match[2], names: (match[1] || "").split(",").map((name) => name.trim().split(/\s+as\s+/)[0]).filter(Boolean)
  }));
}
function exportsOf(text) {
  return new Set(Array.from(code(text).matchAll(/^export\s+(?:async\s+)?(?:function|const|let|class)\s+([A-Za-z_$][\w$]*)/gm), (match) => match[1]));
}

test("every <script> in the templates is a module from /static/ (or the page's JSON strings); none is inline code", () => {
  const tags = templates.flatMap(({ name, text }) => Array.from(text.matchAll(/<script\b([^>]*)>/g), (match) => ({ name, attributes: match[1] })));
  assert.ok(tags.length >= 10);
  for (const { name, attributes } of tags) {
    const isModule = /\btype="module"/.test(attributes) && /\bsrc="\/static\/[a-z-]+\.js"/.test(attributes);
    const isData = /\btype="application\/json"/.test(attributes);
    assert.ok(isModule || isData, `${name}: <script${attributes}>`);
  }
});

test("no script defines a global: nothing is put on window, self or globalThis, and the service worker is wrapped", () => {
  for (const name of scripts) {
    const assigned = code(source(name)).match(/\b(?:window|self|globalThis)\.(?!location\b)[A-Za-z_$][\w$]*\s*=(?!=)/g);
    assert.equal(assigned, null, `${name} assigns ${assigned}`);
  }
  for (const name of modules) {
    assert.doesNotMatch(code(source(name)), /^"use strict";/m, `${name} is a module (strict already), not a classic script`);
  }
  const worker = code(source("sw.js")).trim();
  assert.ok(worker.startsWith("(function () {") && worker.endsWith("})();"), "sw.js is one function that defines no globals");
});

test("every import names a module in static/ and only what it exports", () => {
  for (const name of modules) {
    for (const { from, names } of importsOf(source(name))) {
      assert.match(from, /^\.\/[a-z-]+\.js$/, `${name} imports ${from}`);
      const target = from.slice(2);
      assert.ok(modules.includes(target), `${name} imports ${from}, which is not there`);
      const exported = exportsOf(source(target));
      for (const imported of names) { assert.ok(exported.has(imported), `${name} imports ${imported} from ${from}, which does not export it`); }
    }
  }
});

test("every module is loaded by a page (through its entry module) and kept by the service worker for offline use", () => {
  const entries = new Set(templates.flatMap(({ text }) => Array.from(text.matchAll(/src="\/static\/([a-z-]+\.js)"/g), (match) => match[1])));
  assert.ok(entries.has("app.js") && entries.has("workout.js"));
  const reached = new Set();
  const visit = (name) => {
    if (reached.has(name)) { return; }
    reached.add(name);
    importsOf(source(name)).forEach(({ from }) => visit(from.slice(2)));
  };
  entries.forEach(visit);
  assert.deepEqual(modules.filter((name) => !reached.has(name)), []);
  const shell = new Set(Array.from(source("sw.js").matchAll(/"\/static\/([a-z-]+\.js)"/g), (match) => match[1]));
  assert.deepEqual(modules.filter((name) => !shell.has(name)), []);
});

test("IndexedDB is opened in one module", () => {
  const opening = modules.filter((name) => /\.open\(NAME|indexedDB\.open/.test(code(source(name))));
  assert.deepEqual(opening, ["outbox-store.js"]);
  const storing = modules.filter((name) => /localStorage/.test(code(source(name))));
  assert.deepEqual(storing, ["rest-timer.js"], "the only localStorage use is the rest timer's mirror");
});

// A sentence: a capitalised word followed by more words or a full stop ("Saved ✓", "Not saved: "), or three words
// in a row; selectors, headers and names of things are not sentences.
const sentence = /^[A-Z][a-z]+(?:[ .:!?…]|$)|\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b/;
const notText = /[[\]=#>]|^[.:]|^[A-Z][a-z]+-[A-Z]|^(?:Enter|ArrowLeft|ArrowRight)$/;

test("no sentence shown to the user is written outside strings.js", () => {
  for (const name of modules.filter((module) => module !== "strings.js")) {
    const found = literals(source(name)).filter((text) => sentence.test(text) && !notText.test(text));
    assert.deepEqual(found, [], `${name} has English text; put it in strings.js`);
  }
});
