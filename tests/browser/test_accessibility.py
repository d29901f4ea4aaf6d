"""Accessibility: axe-core 4.x (the axe.min.js that the axe-playwright-python package ships, injected with Selenium)
over every page a signed-in lifter with some history reaches (the web routes with a page, ids taken from the data),
in the light and the dark theme at phone size: no critical and no serious violation. Prints the table of what it found."""
from __future__ import annotations

from pathlib import Path

from page_checks import BLOCKING, axe_source, run_axe

OWNER = "axe"
PASSWORD = "correct horse battery"
FIXTURE = Path(__file__).resolve().parents[2] / "Tests/RepbookFormatsTests/Fixtures/workouts/strong_classic_noNotes_DaKheera47.csv"


def seed(app) -> dict[str, str]:
    """A lifter with history (a Strong import), a template, a finished and a running workout, a body weight."""
    app.setup_owner(OWNER, PASSWORD)
    app.get("/settings")
    app.click_and_wait_for_load(app.find("#data-link"))
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(FIXTURE))
    app.click_and_wait_for_load(app.find("#upload-button"))
    app.click_and_wait_for_load(app.find("#import-button"))
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Axe Day"})
    app.add_template_exercises("Back Squat")
    app.fill("form#template-form", {"sets_0": "3", "reps_0": "5", "weight_0": "100", "progression_0": "linear"})
    app.submit("#save-template")
    template = app.find('[data-template="Axe Day"] a.row-link').get_attribute("href")
    app.get("/history/all")
    workout = app.find("#workout-history a.row-link").get_attribute("href")
    app.get("/library")
    exercise = app.find("#exercise-list a.exercise-link").get_attribute("href")
    app.get("/plans")
    app.submit('[data-template="Axe Day"] form.row-action button[type=submit]')
    app.wait_for_path("/workout")
    base = app.server.base_url
    return {"template": template.replace(base, ""), "workout": workout.replace(base, ""), "exercise": exercise.replace(base, "")}


def pages(ids: dict[str, str]) -> list[str]:
    return [
        "/", "/workout", "/workout/add", "/history", "/history/all", ids["workout"], "/library", ids["exercise"],
        "/library/new", "/analytics", "/body", "/body/weight", "/body/measurements", "/body/measurements/import",
        "/body/photos", "/body/supplements", "/body/journal/tags", "/plans", "/plans/import", "/templates/new",
        ids["template"], ids["template"] + "/share", "/splits/new", "/programs", "/programs/start/531-bbb", "/programs/import", "/settings", "/settings/account",
        "/settings/backups", "/settings/coaching", "/settings/data",
    ]


def test_every_page_has_no_critical_or_serious_violation_in_light_and_dark(app):
    source = axe_source()
    ids = seed(app)
    table: list[tuple[str, str, str, str, int]] = []
    for path in pages(ids):
        for theme in ("light", "dark"):
            app.get(path)
            app.driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0]);", theme)
            for violation in run_axe(app, source):
                table.append((path, theme, violation["id"], violation.get("impact") or "-", len(violation["nodes"])))
                if violation.get("impact") in BLOCKING:
                    targets = [node.get("target") for node in violation["nodes"]][:3]
                    print(f"  {path} [{theme}] {violation['id']}: {violation.get('help', '')} {targets}")
    print("\npage | theme | rule | impact | nodes")
    for row in table:
        print(" | ".join(str(cell) for cell in row))
    print(f"{len(pages(ids))} pages x 2 themes checked, {len(table)} violations in all")
    blocking = [row for row in table if row[3] in BLOCKING]
    assert not blocking, f"{len(blocking)} critical or serious violations: {blocking}"
