"""Every control a thumb can reach on the main pages is at least 44 × 44 CSS px at 390 × 844 (menus and set panels
opened, so what they hold is measured too).

Measured: links, buttons, inputs, selects, text areas, summaries. A checkbox or radio inside a label is measured by its
label (the label is what takes the tap). Exempt, as WCAG 2.5.8 exempts them: a link inside a sentence of text (an inline
element whose paragraph holds other words), and controls hidden from sight (`hidden`, closed, visually hidden)."""
import re

from selenium.webdriver.common.by import By

OWNER = "thumbs"
PASSWORD = "correct horse battery"
MINIMUM = 44

MEASURE = r"""
const minimum = arguments[0];
document.querySelectorAll('details').forEach(d => { d.open = true; });
const small = [];
const seen = new Set();
for (const el of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
  if (el.type === 'hidden') continue;
  if (el.closest('[hidden], .visually-hidden')) continue;
  let target = el;
  if ((el.type === 'checkbox' || el.type === 'radio') && el.closest('label')) target = el.closest('label');
  if (seen.has(target)) continue;
  seen.add(target);
  const style = getComputedStyle(target);
  if (style.visibility === 'hidden' || style.display === 'none') continue;
  const rects = target.getClientRects();
  if (rects.length === 0) continue;
  if (el.tagName === 'A' && style.display === 'inline') {
    const block = el.parentElement.closest('p, li, td, dd, span, small');
    if (block && block.textContent.replace(el.textContent, '').trim().length > 0) continue;
  }
  const box = target.getBoundingClientRect();
  if (box.width < minimum - 0.5 || box.height < minimum - 0.5) {
    small.push(`${Math.round(box.width)}x${Math.round(box.height)} ${target.outerHTML.slice(0, 140)}`);
  }
}
return small;
"""


def too_small(app) -> list[str]:
    return app.driver.execute_script(MEASURE, MINIMUM)


def test_every_control_is_a_thumb_wide_on_the_main_pages(app):
    app.setup_owner(OWNER, PASSWORD)
    # Some content on each page: a quick-log line, a template, a workout with sets in progress.
    app.get("/library")
    app.search_library("bench")
    app.click_and_wait_for_load(app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link"))
    exercise_path = app.path
    app.fill("form#quick-log-form", {"weight": "100", "reps": "5", "sets": "2"})
    app.submit("#log-button")
    line_path = app.find("#quick-log-lines a").get_attribute("pathname")
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Push Day"})
    app.add_template_exercises("Bench Press", "Barbell Row")
    app.submit("#save-template")
    app.get("/")
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Bench Press"]'))
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Barbell Row"]'))

    app.get("/body/measurements")
    app.fill("form#measure-form", {"waist": "84", "upper-arm-left": "38"})
    app.submit("#save-measurements")

    pages = ["/workout", "/workout/add", "/", "/library", exercise_path, "/history", "/analytics", "/body",
             "/body/weight", "/settings", "/plans", "/templates/new", line_path,
             "/body/measurements", "/body/measurements/waist"]
    failures = {}
    for path in pages:
        app.get(path)
        found = too_small(app)
        if found:
            failures[path] = found
    report = "\n".join(f"{path}:\n  " + "\n  ".join(items) for path, items in failures.items())
    assert not failures, f"controls under {MINIMUM} px at 390x844:\n{report}"


def test_the_tab_bar_and_the_set_row_controls_measure_44(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    sizes = app.driver.execute_script(
        "const row = document.querySelector('.set-row');"
        "const box = e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; };"
        "return {kind: box(row.querySelector('.set-kind')), more: box(row.querySelector('.set-more > summary')),"
        " done: box(row.querySelector('.done-toggle')),"
        " tabs: Array.from(document.querySelectorAll('nav.tabbar a')).map(box)};"
    )
    for name in ("kind", "more", "done"):
        width, height = sizes[name]
        assert width >= MINIMUM and height >= MINIMUM, f"{name}: {width}x{height}"
    assert len(sizes["tabs"]) >= 4
    for width, height in sizes["tabs"]:
        assert width >= MINIMUM and height >= MINIMUM, f"tab: {width}x{height}"
