// Plans and programs to share. On the share page: the link made absolute with this browser's origin, and a Copy button.
// On the import page: a file arriving in the link's fragment (#plan=<base64url JSON>, or #program=… when the textarea
// says data-fragment="program"; never sent to a server) or picked as a file fills the textarea, which the form posts
// as an ordinary field.
import { t } from "./strings.js";

let defaultMaximumBytes = 256 * 1024;

function fromBase64URL(text) {
  let base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  let binary = atob(base64 + "===".slice((base64.length + 3) % 4));
  let bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

function setUpSharePage(input) {
  input.value = window.location.origin + input.getAttribute("data-link-path");
  let button = document.getElementById("plan-link-copy");
  let status = document.getElementById("plan-link-status");
  button.hidden = false;
  input.addEventListener("focus", function () { input.select(); });
  button.addEventListener("click", function () {
    let copied = function () { status.textContent = t("share.copied"); };
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(input.value).then(copied, function () { fallbackCopy(input, status); });
    } else {
      fallbackCopy(input, status);
    }
  });
}

function fallbackCopy(input, status) {
  input.focus();
  input.select();
  let done = false;
  try { done = document.execCommand("copy"); } catch (error) { done = false; }
  status.textContent = done ? t("share.copied") : t("share.selectAndCopy");
}

function setUpImportPage(textarea) {
  let notice = document.getElementById("plan-link-notice");
  let fileError = document.getElementById("plan-file-error");
  let picker = document.getElementById("plan-file");
  let name = textarea.getAttribute("data-fragment") || "plan";
  let match = new RegExp("^#" + name + "=([A-Za-z0-9_-]+)$").exec(window.location.hash);
  if (match) {
    try {
      textarea.value = fromBase64URL(match[1]);
      notice.hidden = false;
      document.getElementById("plan-preview").focus();
    } catch (error) {
      showError(fileError, t("share.unreadableLink"));
    }
  }
  picker.closest(".plan-file").hidden = false;
  picker.addEventListener("change", function () {
    let file = picker.files && picker.files[0];
    fileError.hidden = true;
    if (!file) return;
    let maximumBytes = Number(textarea.getAttribute("data-maximum-bytes")) || defaultMaximumBytes;
    if (file.size > maximumBytes) {
      showError(fileError, t("share.tooLarge", { file: file.name, kb: Math.round(maximumBytes / 1024) }));
      return;
    }
    let reader = new FileReader();
    reader.onload = function () { textarea.value = reader.result; };
    reader.onerror = function () { showError(fileError, t("share.unreadableFile", { file: file.name })); };
    reader.readAsText(file);
  });
}

function showError(element, message) {
  element.textContent = message;
  element.hidden = false;
}

// A module runs once the page is parsed.
let link = document.getElementById("plan-link");
if (link) setUpSharePage(link);
let textarea = document.getElementById("plan-text");
if (textarea) setUpImportPage(textarea);
