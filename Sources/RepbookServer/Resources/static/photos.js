// Progress photos: uploads the chosen file as the request body (with progress), and picks two photos to compare.
(function () {
  "use strict";

  var csrfMeta = document.querySelector('meta[name="csrf-token"]');
  var csrfToken = csrfMeta ? csrfMeta.getAttribute("content") : "";

  // "512 bytes", "340 KB", "2.4 MB", like the server says it.
  function describeSize(bytes) {
    if (bytes < 1024) { return bytes + " bytes"; }
    var value = bytes / 1024;
    var unit = "KB";
    if (value >= 1024) { value /= 1024; unit = "MB"; }
    return (value < 10 ? Math.round(value * 10) / 10 : Math.round(value)) + " " + unit;
  }

  function setUpUpload(form) {
    var input = form.querySelector('input[type="file"]');
    var chosen = form.querySelector("[data-chosen]");
    var status = form.querySelector("[data-status]");
    var progress = form.querySelector("progress");
    var submit = form.querySelector('button[type="submit"]');
    var limit = parseInt(form.getAttribute("data-byte-limit"), 10);
    var limitText = form.getAttribute("data-byte-limit-text");
    var hint = chosen.textContent;

    function show(message, isError) {
      status.textContent = message;
      status.classList.toggle("error", Boolean(isError));
    }

    function tooLarge(file) {
      return "This photo is " + describeSize(file.size) + "; at most " + limitText + " is accepted.";
    }

    function finish() {
      submit.disabled = false;
      progress.hidden = true;
    }

    form.hidden = false;

    input.addEventListener("change", function () {
      var file = input.files[0];
      chosen.textContent = file ? file.name + " · " + describeSize(file.size) : hint;
      form.classList.toggle("has-file", Boolean(file));
      show(file && file.size > limit ? tooLarge(file) : "", true);
    });

    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var file = input.files[0];
      if (!file) { show("Choose a photo first.", true); return; }
      if (file.size > limit) { show(tooLarge(file), true); return; }
      var angle = form.querySelector('input[name="angle"]:checked');
      var query = new URLSearchParams({ angle: angle ? angle.value : "", date: form.querySelector('input[name="date"]').value });
      var request = new XMLHttpRequest();
      request.open("POST", form.getAttribute("action") + "?" + query.toString());
      request.setRequestHeader("X-CSRF-Token", csrfToken);
      request.setRequestHeader("X-Requested-With", "fetch");
      // The server recognises the format by content; the declared type is only a courtesy.
      request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
      request.upload.addEventListener("progress", function (progressEvent) {
        if (!progressEvent.lengthComputable) { return; }
        progress.value = Math.round((progressEvent.loaded / progressEvent.total) * 100);
        show("Uploading… " + progress.value + "%");
      });
      request.addEventListener("load", function () {
        var json = {};
        try { json = JSON.parse(request.responseText); } catch (error) { /* not JSON: use the status */ }
        if (request.status >= 200 && request.status < 300) {
          show("Uploaded.");
          window.location.assign(json.galleryHref || "/body/photos");
          return;
        }
        finish();
        show((json.error && json.error.message) || ("The server answered " + request.status + ". Nothing was saved."), true);
      });
      request.addEventListener("error", function () {
        finish();
        show("The upload did not reach the server. Check the connection and try again.", true);
      });
      submit.disabled = true;
      progress.value = 0;
      progress.hidden = false;
      show("Uploading…");
      request.send(file);
    });
  }

  // Ticking a third photo unticks the first ticked; the button works with exactly two.
  function setUpCompare(form) {
    var boxes = Array.prototype.slice.call(form.querySelectorAll('input[name="id"]'));
    var button = document.getElementById("compare-button");
    var status = document.getElementById("compare-status");
    var bar = document.getElementById("compare-bar");
    if (!button || !status || !bar) { return; }
    var picked = boxes.filter(function (box) { return box.checked; });

    function update() {
      while (picked.length > 2) { picked.shift().checked = false; }
      button.disabled = picked.length !== 2;
      status.textContent = ["Tick two photos to compare them.", "Tick one more photo.", "Two photos ticked."][picked.length];
      bar.classList.toggle("active", picked.length > 0);
    }

    boxes.forEach(function (box) {
      box.addEventListener("change", function () {
        picked = picked.filter(function (other) { return other !== box; });
        if (box.checked) { picked.push(box); }
        update();
      });
    });
    update();
  }

  var uploadForm = document.getElementById("photo-upload-form");
  if (uploadForm) { setUpUpload(uploadForm); }
  var compareForm = document.getElementById("compare-form");
  if (compareForm) { setUpCompare(compareForm); }
})();
