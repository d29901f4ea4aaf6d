// Repbook's progressive enhancements: the entry module of every page (layout.mustache loads it); a page's own module
// (workout.js, body-day.js, …) comes from its template. Every form also works without them. See docs/CLIENT.md.

import "./page-basics.js";
import "./rest-timer.js";
import "./offline-register.js";

document.documentElement.classList.add("js");
