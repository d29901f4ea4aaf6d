// The scripts' sentences (static/strings.js): every key a script asks for exists in English, a page's own table wins,
// a key it lacks falls back to English, and {names} are filled.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { englishKeys, resetStrings, t, tn } from "../../Sources/RepbookServer/Resources/static/strings.js";

const staticDir = new URL("../../Sources/RepbookServer/Resources/static/", import.meta.url).pathname;

test("every key the scripts ask for is in the English table (tn keys with .one and .other)", () => {
  const keys = new Set(englishKeys());
  const asked = [];
  for (const name of readdirSync(staticDir).filter((file) => file.endsWith(".js"))) {
    const text = readFileSync(join(staticDir, name), "utf8");
    for (const match of text.matchAll(/\bt\("([a-zA-Z.]+)"/g)) { asked.push([name, match[1]]); }
    for (const match of text.matchAll(/\btn\("([a-zA-Z.]+)"/g)) { asked.push([name, match[1] + ".one"], [name, match[1] + ".other"]); }
    for (const match of text.matchAll(/\bt\(\[([^\]]+)\]/g)) {
      for (const key of match[1].matchAll(/"([a-zA-Z.]+)"/g)) { asked.push([name, key[1]]); }
    }
  }
  assert.ok(asked.length > 60);
  assert.deepEqual(asked.filter(([, key]) => !keys.has(key)), []);
});

test("English fills its {names}; a count picks one or other", () => {
  resetStrings();
  assert.equal(t("answer.status", { status: 502 }), "The server answered 502.");
  assert.equal(tn("workout.finishUndone", 1), "1 set is not marked done. Finishing drops it. Finish?");
  assert.equal(tn("workout.finishUndone", 3), "3 sets are not marked done. Finishing drops them. Finish?");
  assert.equal(tn("filter.matches", 0), "0 matches");
  assert.equal(t("no.such.key"), "no.such.key");
});

test("the page's <script id=client-strings> table wins; a key it lacks, or bad JSON, falls back to English", () => {
  const page = (json) => ({ getElementById: (id) => (id === "client-strings" ? { textContent: json } : null) });
  try {
    globalThis.document = page(JSON.stringify({ "save.saved": "Gespeichert ✓", "save.notSaved": "Nicht gespeichert: {reason}" }));
    resetStrings();
    assert.equal(t("save.saved"), "Gespeichert ✓");
    assert.equal(t("save.notSaved", { reason: "offline" }), "Nicht gespeichert: offline");
    assert.equal(t("save.saving"), "Saving…");
    globalThis.document = page("{not json");
    resetStrings();
    assert.equal(t("save.saved"), "Saved ✓");
  } finally {
    delete globalThis.document;
    resetStrings();
  }
});

test("a count's form follows the page's language: French and Brazilian Portuguese call 0 \"one\", English does not", () => {
  const table = JSON.stringify({ "filter.matches.one": "one:{count}", "filter.matches.other": "other:{count}" });
  const page = (lang) => ({ documentElement: { lang }, getElementById: (id) => (id === "client-strings" ? { textContent: table } : null) });
  try {
    for (const [lang, zero] of [["fr", "one:0"], ["pt-BR", "one:0"], ["de", "other:0"], ["en", "other:0"]]) {
      globalThis.document = page(lang);
      resetStrings();
      assert.equal(tn("filter.matches", 0), zero, lang);
      assert.equal(tn("filter.matches", 1), "one:1", lang);
      assert.equal(tn("filter.matches", 2), "other:2", lang);
    }
  } finally {
    delete globalThis.document;
    resetStrings();
  }
});
