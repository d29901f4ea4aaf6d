// A set changed elsewhere (another tab, another phone, the API) while this page changed it: the row shows both
// versions and lets the user keep either. Nothing is lost: "Keep mine" sends this page's values again on the current
// version, "Keep theirs" puts the stored values in the row.
window.RepbookConflict = {
  show: function (row, mine, current, choices) {
    "use strict";
    var old = row.querySelector(".set-conflict");
    if (old) { old.remove(); }
    function describe(values) {
      var parts = [];
      if (values.weight !== undefined && values.weight !== null && values.weight !== "") { parts.push(values.weight + (values.unit ? " " + values.unit : "")); }
      if (values.distance !== undefined && values.distance !== null && values.distance !== "") { parts.push(values.distance + " m"); }
      if (values.reps !== undefined && values.reps !== null && values.reps !== "") { parts.push("× " + values.reps); }
      if (values.duration !== undefined && values.duration !== null && values.duration !== "") { parts.push(values.duration + " s"); }
      if (values.done) { parts.push("✓"); }
      return parts.join(" ") || "empty";
    }
    var theirs = {
      weight: current.weight, unit: current.unit, reps: current.reps, duration: current.durationSeconds,
      distance: current.distanceMeters, done: current.done
    };
    var field = function (name) {
      var input = row.querySelector('input[name="' + name + '"]');
      return mine.has(name) ? mine.get(name) : (input ? input.value : "");
    };
    var yours = {
      weight: field("weight"), reps: field("reps"), duration: field("duration"), distance: field("distance"),
      done: mine.has("done") ? mine.get("done") === "1" : row.classList.contains("done")
    };
    var panel = document.createElement("div");
    panel.className = "set-conflict";
    panel.setAttribute("role", "alert");
    var text = document.createElement("p");
    text.textContent = "This set was changed elsewhere while you edited it. Keep which?";
    var buttons = document.createElement("div");
    buttons.className = "set-conflict-choices";
    function button(label, value, keep) {
      var element = document.createElement("button");
      element.type = "button";
      element.className = "button small" + (keep === "mine" ? " primary" : "");
      element.setAttribute("data-keep", keep);
      var strong = document.createElement("strong");
      strong.textContent = label;
      element.appendChild(strong);
      element.appendChild(document.createTextNode(" " + value));
      return element;
    }
    var keepTheirs = button("Theirs:", describe(theirs), "theirs");
    var keepMine = button("Mine:", describe(yours), "mine");
    buttons.appendChild(keepTheirs);
    buttons.appendChild(keepMine);
    panel.appendChild(text);
    panel.appendChild(buttons);
    row.insertBefore(panel, row.querySelector(".set-more"));
    row.setAttribute("data-conflict", "1");
    keepTheirs.addEventListener("click", function () {
      [["weight", theirs.weight], ["reps", theirs.reps], ["duration", theirs.duration], ["distance", theirs.distance]].forEach(function (pair) {
        var input = row.querySelector('input[name="' + pair[0] + '"]');
        if (input) { input.value = pair[1] === null || pair[1] === undefined ? "" : String(pair[1]); }
      });
      window.Repbook.applyDone(row, Boolean(theirs.done));
      panel.remove();
      row.removeAttribute("data-conflict");
      choices.keepTheirs();
    });
    keepMine.addEventListener("click", function () {
      panel.remove();
      row.removeAttribute("data-conflict");
      choices.keepMine();
    });
  }
};
