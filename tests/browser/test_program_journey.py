"""Programs on a phone (390x844): a lifter finds Programs from Plans, starts 5/3/1 Boring But Big from the library,
types the four training maxes, logs the first week (four sessions, each started from the program, every set filled and
done, then finished) and sees week 2's numbers on the program page and the sheet. axe-core runs over every program page
in light and dark (no violation of any impact), and REPBOOK_SHOTS collects screenshots at 390 and 1280."""
from __future__ import annotations

from selenium.webdriver.common.by import By

from page_checks import axe_source, run_axe, set_theme, shot

OWNER = "lifter"
PASSWORD = "correct horse battery"
MAXES = {"overhead-press": 60.0, "deadlift": 180.0, "bench-press": 100.0, "squat": 140.0}
DAYS = ["overhead-press", "deadlift", "bench-press", "squat"]
NAMES = {"overhead-press": "Overhead Press", "deadlift": "Deadlift", "bench-press": "Bench Press", "squat": "Squat"}
WAVES = {1: [(65, 5), (75, 5), (85, 5)], 2: [(70, 3), (80, 3), (90, 3)]}


def loadable(target: float, bar: float = 20.0, step: float = 2.5) -> float:
    """The nearest weight a 20 kg bar with plates down to 1.25 kg makes (2.5 kg steps), the lighter on a tie."""
    if target <= bar:
        return bar
    below = bar + int((target - bar) / step + 1e-9) * step
    above = below + step
    return above if (above - target) < (target - below) - 1e-9 else below


def number(value: float) -> str:
    return f"{value:g}"


def expected_main(lift: str, week: int) -> list[str]:
    """The three main sets of `lift` in `week` as the sheet writes them: `40 kg × 5`, …, the last `5+`."""
    lines = []
    for index, (percent, reps) in enumerate(WAVES[week]):
        plus = "+" if index == 2 else ""
        lines.append(f"{number(loadable(MAXES[lift] * percent / 100))} kg × {reps}{plus}")
    return lines


def no_axe_violations(app, source: str, where: str) -> None:
    """axe-core over the page as it stands, light and dark: no violation of any impact."""
    try:
        for theme in ("light", "dark"):
            set_theme(app, theme)
            found = [(v["id"], v.get("impact"), [n.get("target") for n in v["nodes"]][:3]) for v in run_axe(app, source)]
            assert not found, f"{where} [{theme}]: {found}"
    finally:
        set_theme(app, None)


def check(app, source: str, name: str) -> None:
    no_axe_violations(app, source, app.path)
    shot(app, name)


def day_lines(app) -> list[str]:
    return [e.text for e in app.find_all("#program-today [data-set-text]")]


def rows(app):
    return app.find_all("#workout .set-row")


def fill_and_finish(app, amrap_reps: str) -> None:
    """Types the AMRAP set's reps, marks every set done, finishes: the history page of the workout."""
    for row in rows(app):
        if row.find_elements(By.CSS_SELECTOR, "[data-amrap]"):
            reps = row.find_element(By.CSS_SELECTOR, 'input[name="reps"]')
            reps.clear()
            reps.send_keys(amrap_reps)
        set_id = row.get_attribute("data-set")
        app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
        app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))
    app.wait_outbox_empty()
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.submit("#finish-workout")
    assert "/history/" in app.path, app.path


def test_start_531_bbb_log_a_week_and_see_the_next(app):
    source = axe_source()
    app.setup_owner(OWNER, PASSWORD)

    # Programs is where plans are: Plans leads to it.
    app.get("/plans")
    check(app, source, "plans-with-programs")
    app.click_and_wait_for_load(app.find("#programs-entry"))
    app.wait_for_path("/programs")
    assert app.exists('#program-library [data-slug="531-bbb"]')
    assert "Choices we made" in app.find('#program-library [data-slug="nsuns-4day"]').text
    check(app, source, "programs-library")

    # The start form: one field per training max, a big button; a missing one is refused at its field.
    app.click_and_wait_for_load(app.find('#program-library [data-slug="531-bbb"] a.button'))
    app.wait_for_path("/programs/start/531-bbb")
    names = [e.get_attribute("name") for e in app.find_all("#program-start-form input[name^=tm_]")]
    assert names == [f"tm_{lift}" for lift in DAYS], names
    app.fill("#program-start-form", {"tm_overhead-press": "60", "tm_bench-press": "100", "tm_squat": "140"})
    app.submit("#start-program")
    error = app.find("#tm-deadlift-error")
    assert error.text == "Deadlift needs a training max.", error.text
    assert app.find("#tm-deadlift").get_attribute("aria-invalid") == "true"
    assert app.find("#tm-squat").get_attribute("value") == "140", "what was typed is kept"
    check(app, source, "program-start-error")
    assert app.find("#start-program").rect["height"] >= 56
    app.fill("#program-start-form", {"tm_deadlift": "180"})
    app.submit("#start-program")
    assert app.path.startswith("/programs/") and app.path.split("/")[-1].isdigit(), app.path
    program_path = app.path

    # The program page: where we are, today's every set with its reason, the AMRAP set marked, the training maxes.
    assert app.find("#program-position").text.startswith("Cycle 1 · Week 1 · Day 1")
    assert app.find("#program-today-heading").text == "Day 1: Overhead Press"
    assert day_lines(app)[:4] == expected_main("overhead-press", 1) + [f"{number(loadable(30))} kg × 10"]
    amrap = app.find("#program-today .program-set.amrap")
    assert "AMRAP" in amrap.text and "85 % of TM 60 kg" in amrap.text, amrap.text
    values = [e.text for e in app.find_all("#training-maxes [data-tm-value]")]
    assert values == ["60 kg", "180 kg", "100 kg", "140 kg"], values
    assert app.find("#start-program-day").rect["height"] >= 56
    check(app, source, "program-week1")

    # Home: today's program day, one tap to start.
    app.get("/")
    assert app.find("#program-heading").text == "5/3/1 Boring But Big, cycle 1, week 1, day 1: Overhead Press"
    check(app, source, "home-program")

    # A week: four sessions, each started from the program (Home's button on days 1 and 3, the program page's on 2
    # and 4), every set prefilled with its reason, the AMRAP set typed with 8 reps.
    for index, lift in enumerate(DAYS):
        if index % 2 == 0:
            app.get("/")
            app.submit("#start-program-today")
        else:
            app.get(program_path)
            app.submit("#start-program-day")
        app.wait_for_path("/workout")
        weights = [r.find_element(By.CSS_SELECTOR, 'input[name="weight"]').get_attribute("value") for r in rows(app)]
        main = [number(loadable(MAXES[lift] * p / 100)) for p, _ in WAVES[1]]
        assert weights == main + [number(loadable(MAXES[lift] * 0.5))] * 5, (lift, weights)
        reasons = [e.text for e in app.find_all("#workout [data-set-reason]")]
        assert len(reasons) == 8 and reasons[0].startswith(f"65 % of TM {number(MAXES[lift])} kg"), reasons
        marks = [r for r in rows(app) if r.find_elements(By.CSS_SELECTOR, "[data-amrap]")]
        assert len(marks) == 1 and "5+" in marks[0].text, [r.text for r in marks]
        if index == 0:
            check(app, source, "workout-program-day")
        fill_and_finish(app, "8")

    # Week 2's numbers: the program page and the sheet.
    app.get(program_path)
    assert app.find("#program-position").text.startswith("Cycle 1 · Week 2 · Day 1"), app.find("#program-position").text
    assert day_lines(app)[:3] == expected_main("overhead-press", 2)
    check(app, source, "program-week2")
    app.click_and_wait_for_load(app.find("#program-sheet-link"))
    assert app.path == program_path + "/sheet"
    weeks = [e.get_attribute("data-week") for e in app.find_all(".sheet-week")]
    assert weeks == ["Cycle 1 · Week 2", "Cycle 1 · Week 3", "Cycle 1 · Deload", "Cycle 2 · Week 1"], weeks
    first = app.find_all(".sheet-week")[0]
    for day_index, lift in enumerate(DAYS):
        day = first.find_elements(By.CSS_SELECTOR, ".sheet-day")[day_index]
        texts = [e.text for e in day.find_elements(By.CSS_SELECTOR, "[data-set-text]")]
        assert texts[:3] == expected_main(lift, 2), (lift, texts)
    check(app, source, "program-sheet")

    # Skip a day: the program moves on, nothing logged.
    app.get(program_path)
    app.click(app.find("#skip-program-day"))
    app.wait().until(lambda d: d.switch_to.alert).accept()
    app.wait_ready()
    app.wait().until(lambda d: "Day 2" in d.find_element(By.ID, "program-position").text)
    assert app.find("#program-today-heading").text == "Day 2: Deadlift"
    app.get("/programs")
    assert "Cycle 1 · Week 2 · Day 2: Deadlift" in app.find("#my-programs").text
    check(app, source, "programs-mine")
