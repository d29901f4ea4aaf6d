// File imports (weights, workout history, archives): sends the chosen file itself as the request body (no multipart)
// with the page's CSRF token in a header and the form's choices (its selects) in the query, shows upload progress,
// then opens the preview the server answers with.
import { csrfToken } from "./csrf.js";
import { t } from "./strings.js";

const form = document.querySelector("form[data-file-upload]");

// Wires the upload form.
function setUp() {
  let fileInput = document.getElementById("upload-file");
  let button = document.getElementById("upload-button");
  let row = document.getElementById("upload-progress-row");
  let bar = document.getElementById("upload-progress");
  let status = document.getElementById("upload-status");
  let errorBox = document.getElementById("upload-error");

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
    row.hidden = true;
    button.disabled = false;
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    let file = fileInput.files && fileInput.files[0];
    if (!file) { showError(t("upload.chooseFile")); return; }
    let params = new URLSearchParams();
    Array.prototype.forEach.call(form.querySelectorAll("select[name]"), function (field) {
      if (field.value) { params.set(field.name, field.value); }
    });
    params.set("name", file.name);
    let request = new XMLHttpRequest();
    request.open("POST", form.getAttribute("action") + "?" + params.toString());
    request.setRequestHeader("X-CSRF-Token", csrfToken());
    request.setRequestHeader("X-Requested-With", "fetch");
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", function (progress) {
      if (!progress.lengthComputable) { return; }
      let percent = Math.round(progress.loaded / progress.total * 100);
      bar.value = percent;
      status.textContent = percent < 100 ? t("upload.percent", { percent: percent }) : t("upload.reading");
    });
    request.addEventListener("load", function () {
      let answer = null;
      try { answer = JSON.parse(request.responseText); } catch (ignored) { answer = null; }
      if (request.status === 200 && answer && answer.location) {
        status.textContent = t("upload.reading");
        window.location.assign(answer.location);
      } else {
        showError(answer && answer.error && answer.error.message ? answer.error.message : t("upload.failed", { status: request.status }));
      }
    });
    request.addEventListener("error", function () { showError(t("upload.unreached")); });
    errorBox.hidden = true;
    row.hidden = false;
    bar.value = 0;
    status.textContent = t("upload.uploading");
    button.disabled = true;
    request.send(file);
  });
}

if (form) { setUp(); }
