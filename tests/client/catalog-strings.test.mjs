// The scripts' words come from the catalogs (issue 37): strings.js's English table and en.po's `client.*` entries are
// the same keys with the same text (so every language's .po translates every sentence a script shows), and no script
// (the service worker included) writes text of its own into the page: every string literal with a letter that goes
// to textContent, innerText, innerHTML, a title, aria-label, placeholder or alt, alert, confirm or a status line is a
// `t(...)`/`tn(...)` call's key.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { englishKeys, resetStrings, t } from "../../Sources/RepbookServer/Resources/static/strings.js";

const root = new URL("../../Sources/RepbookServer/Resources/", import.meta.url).pathname;
const staticDir = join(root, "static");
const scripts = readdirSync(staticDir).filter((name) => name.endsWith(".js") && name !== "strings.js").sort();

/// A .po file's `client.*` entries: key → its forms (one, or one and other), slots written `{name}` as the scripts do.
function clientEntries(language) {
  const entries = new Map();
  let key = null;
  for (const line of readFileSync(join(root, "locales", `${language}.po`), "utf8").split("\n")) {
    const match = /^(msgid|msgstr(?:\[\d\])?) "(.*)"$/.exec(line);
    if (!match) { continue; }
    const text = match[2].replace(/\\"/g, "\"").replace(/\\\\/g, "\\");
    if (match[1] === "msgid") {
      key = text.startsWith("client.") ? text.slice("client.".length) : null;
      if (key) { entries.set(key, []); }
    } else if (key) {
      entries.get(key).push(text.replace(/\{\{(\w+)\}\}/g, "{$1}"));
    }
  }
  return entries;
}

/// strings.js's English table as the catalog's entries: `a.one` and `a.other` become `a` with two forms.
function scriptEntries() {
  resetStrings();
  const entries = new Map();
  for (const key of englishKeys()) {
    const plural = /^(.*)\.(one|other)$/.exec(key);
    const name = plural ? plural[1] : key;
    const forms = entries.get(name) || [];
    forms[plural && plural[2] === "other" ? 1 : 0] = t(key);
    entries.set(name, forms);
  }
  return entries;
}

test("strings.js's English table and en.po's client.* entries hold the same keys, forms and text", () => {
  const script = scriptEntries();
  const catalog = clientEntries("en");
  assert.ok(script.size > 60);
  assert.deepEqual([...script.keys()].filter((key) => !catalog.has(key)), [], "keys the scripts use that en.po lacks");
  assert.deepEqual([...catalog.keys()].filter((key) => !script.has(key)), [], "client.* keys in en.po that strings.js lacks");
  for (const [key, forms] of script) {
    assert.deepEqual(catalog.get(key), forms, `client.${key}: en.po and strings.js differ`);
  }
});

test("German has every client.* key of English, with text of its own where English has words", () => {
  const english = clientEntries("en");
  const german = clientEntries("de");
  assert.deepEqual([...english.keys()].filter((key) => !german.has(key)), []);
  const same = [...english].filter(([key, forms]) => /[a-z]{3} [a-z]{3}/.test(forms.join(" ")) && german.get(key).join() === forms.join());
  assert.deepEqual(same.map(([key]) => key), [], "sentences left in English in de.po");
});

/// The code of a script without its comments.
function code(text) {
  return text.replace(/("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, literal) => literal || "");
}

/// The expressions written into a place the user reads: the right side of an assignment to a text property, the
/// value of setAttribute for a text attribute, and the argument of alert, confirm and prompt. Each up to the end of its
/// statement (`;` or a line's end), which is enough for the scripts' one-line writes.
function sinks(text) {
  const found = [];
  const patterns = [
    /\.(?:textContent|innerText|innerHTML|outerHTML|title|placeholder|ariaLabel|alt)\s*\+?=(?!=)\s*([^;\n]*)/g,
    /\.setAttribute\(\s*["'](?:aria-label|aria-description|title|placeholder|alt|data-confirm)["']\s*,\s*([^;\n]*)/g,
    /\b(?:alert|confirm|prompt)\(\s*([^;\n]*)/g,
    /\.insertAdjacent(?:Text|HTML)\(\s*["'][a-z]+["']\s*,\s*([^;\n]*)/g
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) { found.push(match[1]); }
  }
  return found;
}

/// The string literals of an expression that carry a word, leaving out the keys of t(...) and tn(...) and the
/// attributes read from the page (`getAttribute("data-confirm")`): what a script would show as it wrote it.
function ownWords(expression) {
  const withoutKeys = expression
    .replace(/\bt\(\s*\[[^\]]*\]/g, "t(")
    .replace(/\b(?:t|tn)\(\s*("[^"]*"|'[^']*')/g, "t(")
    .replace(/\b(?:getAttribute|querySelector|querySelectorAll|closest|getElementById)\(\s*("[^"]*"|'[^']*')/g, "q(");
  const literals = Array.from(withoutKeys.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g),
    (match) => (match[1] ?? match[2] ?? match[3]).replace(/\$\{[^}]*\}/g, ""));
  return literals.filter((literal) => /\p{L}/u.test(literal.replace(/<[^>]*>/g, "")));
}

test("the sink scanner finds words written into the page and leaves keys, attributes read and markup alone", () => {
  assert.deepEqual(sinks('a.textContent = "Saved";').flatMap(ownWords), ["Saved"]);
  assert.deepEqual(sinks("b.title = `Set ${n} done`;").flatMap(ownWords), ["Set  done"]);
  assert.deepEqual(sinks('if (!window.confirm("Sure?")) return;').flatMap(ownWords), ["Sure?"]);
  assert.deepEqual(sinks('c.setAttribute("aria-label", "Close");').flatMap(ownWords), ["Close"]);
  assert.deepEqual(sinks('d.textContent = t("save.saved");').flatMap(ownWords), []);
  assert.deepEqual(sinks('e.textContent = tn("filter.matches", n) + " · " + name;').flatMap(ownWords), []);
  assert.deepEqual(sinks('window.confirm(form.getAttribute("data-confirm") || t("workout.removeExercise"))').flatMap(ownWords), []);
  assert.deepEqual(sinks('s.textContent = t(["compare.tickTwo", "compare.tickOne"][n]);').flatMap(ownWords), []);
  assert.deepEqual(sinks('f.innerHTML = "";').flatMap(ownWords), []);
});

test("no script writes words of its own into the page, a dialog or an attribute the user reads", () => {
  const offenders = [];
  for (const name of scripts) {
    for (const expression of sinks(code(readFileSync(join(staticDir, name), "utf8")))) {
      for (const words of ownWords(expression)) { offenders.push(`${name}: ${words.trim()} (in ${expression.trim().slice(0, 80)})`); }
    }
  }
  assert.deepEqual(offenders, []);
});

test("the service worker's offline page carries no English of its own: its words come from the page (strings.js)", () => {
  const worker = code(readFileSync(join(staticDir, "sw.js"), "utf8"));
  const html = Array.from(worker.matchAll(/"((?:[^"\\\n]|\\.)*)"/g), (match) => match[1]).filter((literal) => /<[a-z!]/.test(literal));
  assert.ok(html.length > 0, "the offline page is built in sw.js");
  const words = html.map((literal) => literal.replace(/<[^>]*(?:>|$)|^[^<]*>/g, " ").replace(/&#?\w+;/g, " ").trim()).filter((rest) => /\p{L}/u.test(rest));
  assert.deepEqual(words, []);
  const register = readFileSync(join(staticDir, "offline-register.js"), "utf8");
  for (const key of ["offline.title", "offline.text", "offline.back"]) { assert.ok(register.includes(`t("${key}")`), key); }
});
