// Plans and programs to share. On the share page: the link made absolute with this browser's origin, and a Copy button.
// On the import page: a file arriving in the link's fragment (#plan=<base64url JSON>, or #program=… when the textarea
// says data-fragment="program"; never sent to a server) or picked as a file fills the textarea, which the form posts
// as an ordinary field.
(function () {
  "use strict";

  var defaultMaximumBytes = 256 * 1024;

  function fromBase64URL(text) {
    var base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    var binary = atob(base64 + "===".slice((base64.length + 3) % 4));
    var bytes = new Uint8Array(binary.length);
    for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  }

  function setUpSharePage(input) {
    input.value = window.location.origin + input.getAttribute("data-link-path");
    var button = document.getElementById("plan-link-copy");
    var status = document.getElementById("plan-link-status");
    button.hidden = false;
    input.addEventListener("focus", function () { input.select(); });
    button.addEventListener("click", function () {
      var copied = function () { status.textContent = "Link copied."; };
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
    var done = false;
    try { done = document.execCommand("copy"); } catch (error) { done = false; }
    status.textContent = done ? "Link copied." : "Select the link and copy it.";
  }

  function setUpImportPage(textarea) {
    var notice = document.getElementById("plan-link-notice");
    var fileError = document.getElementById("plan-file-error");
    var picker = document.getElementById("plan-file");
    var name = textarea.getAttribute("data-fragment") || "plan";
    var match = new RegExp("^#" + name + "=([A-Za-z0-9_-]+)$").exec(window.location.hash);
    if (match) {
      try {
        textarea.value = fromBase64URL(match[1]);
        notice.hidden = false;
        document.getElementById("plan-preview").focus();
      } catch (error) {
        showError(fileError, "This link does not carry a readable " + name + ". Ask for the file instead.");
      }
    }
    picker.closest(".plan-file").hidden = false;
    picker.addEventListener("change", function () {
      var file = picker.files && picker.files[0];
      fileError.hidden = true;
      if (!file) return;
      var maximumBytes = Number(textarea.getAttribute("data-maximum-bytes")) || defaultMaximumBytes;
      if (file.size > maximumBytes) {
        showError(fileError, file.name + " is larger than a " + name + " can be (" + Math.round(maximumBytes / 1024) + " KB).");
        return;
      }
      var reader = new FileReader();
      reader.onload = function () { textarea.value = reader.result; };
      reader.onerror = function () { showError(fileError, "Could not read " + file.name + "."); };
      reader.readAsText(file);
    });
  }

  function showError(element, message) {
    element.textContent = message;
    element.hidden = false;
  }

  document.addEventListener("DOMContentLoaded", function () {
    var link = document.getElementById("plan-link");
    if (link) setUpSharePage(link);
    var textarea = document.getElementById("plan-text");
    if (textarea) setUpImportPage(textarea);
  });
})();
