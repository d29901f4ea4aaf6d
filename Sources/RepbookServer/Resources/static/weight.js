// Weight page: choosing another day reloads the form for that day, so it shows (and offers to replace or delete)
// the day's own weigh-in. Without this script the server still asks before replacing.
const field = document.getElementById("weight-date");
if (field) {
  const loaded = field.value;
  field.addEventListener("change", () => {
    if (!field.value || field.value === loaded || (field.max && field.value > field.max)) { return; }
    const params = new URLSearchParams(window.location.search);
    params.set("date", field.value);
    window.location.assign(window.location.pathname + "?" + params.toString() + "#weigh-in");
  });
}
