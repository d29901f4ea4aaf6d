// A file sent as the body of a POST itself (no multipart), with the form token in the X-CSRF-Token header and the
// upload's progress reported: the file imports and the progress photos.

import { csrfToken } from "./csrf.js";

/// Posts `file` to `url`; `onProgress(percent)` follows the upload. Resolves with the answer's `{status, json}` (json
/// {} when it is not JSON); rejects when the upload did not reach the server.
export function uploadFile(url, file, onProgress) {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("X-CSRF-Token", csrfToken());
    request.setRequestHeader("X-Requested-With", "fetch");
    // The server recognises the format by content; the declared type is only a courtesy.
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", (progress) => {
      if (progress.lengthComputable) { onProgress(Math.round(progress.loaded / progress.total * 100)); }
    });
    request.addEventListener("load", () => {
      let json = {};
      try { json = JSON.parse(request.responseText) || {}; } catch (ignored) { json = {}; }
      resolve({ status: request.status, json });
    });
    request.addEventListener("error", () => { reject(new Error("unreached")); });
    request.send(file);
  });
}
