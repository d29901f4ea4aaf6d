// Archive import: sends the chosen Repbook JSON file itself as the request body (no multipart), with the page's CSRF
// token in a header, shows upload progress, then opens the preview the server answers with.
(function () {
  "use strict";
  var form = document.querySelector("form[data-archive-upload]");
  if (!form) { return; }
  var meta = document.querySelector('meta[name="csrf-token"]');
  var token = meta ? meta.getAttribute("content") : "";
  var fileInput = document.getElementById("archive-file");
  var button = document.getElementById("archive-button");
  var row = document.getElementById("archive-progress-row");
  var bar = document.getElementById("archive-progress");
  var status = document.getElementById("archive-status");
  var errorBox = document.getElementById("archive-error");

  function showError(message) {
    errorBox.textContent = message;
    errorBox.hidden = false;
    row.hidden = true;
    button.disabled = false;
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    var file = fileInput.files && fileInput.files[0];
    if (!file) { showError("Choose a file first."); return; }
    var request = new XMLHttpRequest();
    request.open("POST", form.getAttribute("action") + "?" + new URLSearchParams({ name: file.name }).toString());
    request.setRequestHeader("X-CSRF-Token", token);
    request.setRequestHeader("X-Requested-With", "fetch");
    request.setRequestHeader("Content-Type", "application/json");
    request.upload.addEventListener("progress", function (progress) {
      if (!progress.lengthComputable) { return; }
      var percent = Math.round(progress.loaded / progress.total * 100);
      bar.value = percent;
      status.textContent = percent < 100 ? "Uploading " + percent + " %" : "Reading the file…";
    });
    request.addEventListener("load", function () {
      var answer = null;
      try { answer = JSON.parse(request.responseText); } catch (ignored) { answer = null; }
      if (request.status === 200 && answer && answer.location) {
        status.textContent = "Reading the file…";
        window.location.assign(answer.location);
      } else {
        showError(answer && answer.error && answer.error.message ? answer.error.message : "The upload failed (" + request.status + ").");
      }
    });
    request.addEventListener("error", function () { showError("The upload did not reach Repbook. Check the connection and try again."); });
    errorBox.hidden = true;
    row.hidden = false;
    bar.value = 0;
    status.textContent = "Uploading…";
    button.disabled = true;
    request.send(file);
  });
})();
