// File imports (weights, workout history, archives): sends the chosen file itself as the request body (no multipart)
// with the page's CSRF token in a header and the form's choices (its selects) in the query, shows upload progress,
// then opens the preview the server answers with.
import { uploadFile } from "./upload.js";
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
    errorBox.hidden = true;
    row.hidden = false;
    bar.value = 0;
    status.textContent = t("upload.uploading");
    button.disabled = true;
    uploadFile(form.getAttribute("action") + "?" + params.toString(), file, function (percent) {
      bar.value = percent;
      status.textContent = percent < 100 ? t("upload.percent", { percent: percent }) : t("upload.reading");
    }).then(function (answer) {
      if (answer.status === 200 && answer.json.location) {
        status.textContent = t("upload.reading");
        window.location.assign(answer.json.location);
      } else {
        showError(answer.json.error && answer.json.error.message ? answer.json.error.message : t("upload.failed", { status: answer.status }));
      }
    }, function () { showError(t("upload.unreached")); });
  });
}

if (form) { setUp(); }
