// Progress photos: uploads the chosen file as the request body (with progress), and picks two photos to compare.
import { uploadFile } from "./upload.js";
import { t } from "./strings.js";

// "512 bytes", "340 KB", "2.4 MB", like the server says it.
function describeSize(bytes) {
  if (bytes < 1024) { return t("size.bytes", { value: bytes }); }
  let value = bytes / 1024;
  let unit = "size.kb";
  if (value >= 1024) { value /= 1024; unit = "size.mb"; }
  return t(unit, { value: value < 10 ? Math.round(value * 10) / 10 : Math.round(value) });
}

function setUpUpload(form) {
  let input = form.querySelector('input[type="file"]');
  let chosen = form.querySelector("[data-chosen]");
  let status = form.querySelector("[data-status]");
  let progress = form.querySelector("progress");
  let submit = form.querySelector('button[type="submit"]');
  let limit = parseInt(form.getAttribute("data-byte-limit"), 10);
  let limitText = form.getAttribute("data-byte-limit-text");
  let hint = chosen.textContent;

  function show(message, isError) {
    status.textContent = message;
    status.classList.toggle("error", Boolean(isError));
  }

  function tooLarge(file) {
    return t("photo.tooLarge", { size: describeSize(file.size), limit: limitText });
  }

  function finish() {
    submit.disabled = false;
    progress.hidden = true;
  }

  form.hidden = false;

  input.addEventListener("change", function () {
    let file = input.files[0];
    chosen.textContent = file ? file.name + " · " + describeSize(file.size) : hint;
    form.classList.toggle("has-file", Boolean(file));
    show(file && file.size > limit ? tooLarge(file) : "", true);
  });

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    let file = input.files[0];
    if (!file) { show(t("photo.choose"), true); return; }
    if (file.size > limit) { show(tooLarge(file), true); return; }
    let angle = form.querySelector('input[name="angle"]:checked');
    let query = new URLSearchParams({ angle: angle ? angle.value : "", date: form.querySelector('input[name="date"]').value });
    submit.disabled = true;
    progress.value = 0;
    progress.hidden = false;
    show(t("upload.uploading"));
    uploadFile(form.getAttribute("action") + "?" + query.toString(), file, function (percent) {
      progress.value = percent;
      show(t("photo.uploadingPercent", { percent: percent }));
    }).then(function (answer) {
      if (answer.status >= 200 && answer.status < 300) {
        show(t("photo.uploaded"));
        window.location.assign(answer.json.galleryHref || "/body/photos");
        return;
      }
      finish();
      show((answer.json.error && answer.json.error.message) || t("photo.failed", { status: answer.status }), true);
    }, function () {
      finish();
      show(t("photo.unreached"), true);
    });
  });
}

// Ticking a third photo unticks the first ticked; the button works with exactly two.
function setUpCompare(form) {
  let boxes = Array.prototype.slice.call(form.querySelectorAll('input[name="id"]'));
  let button = document.getElementById("compare-button");
  let status = document.getElementById("compare-status");
  let bar = document.getElementById("compare-bar");
  if (!button || !status || !bar) { return; }
  let picked = boxes.filter(function (box) { return box.checked; });

  function update() {
    while (picked.length > 2) { picked.shift().checked = false; }
    button.disabled = picked.length !== 2;
    status.textContent = t(["compare.tickTwo", "compare.tickOne", "compare.ready"][picked.length]);
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

let uploadForm = document.getElementById("photo-upload-form");
if (uploadForm) { setUpUpload(uploadForm); }
let compareForm = document.getElementById("compare-form");
if (compareForm) { setUpCompare(compareForm); }
