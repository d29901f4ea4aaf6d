"""The training pages in German (issue 37): a lifter who chose German opens the library, an exercise (and logs
"102,5" kg there, read as 102.5), its quick-log line, history, analytics, plans, a template, a split, the programs, a
program's start form, page and sheet, the imports, the coaching settings and the journal tags, and meets no English
from the catalogs on any of them; the same pages in the pseudo-locale fit a 390x844 phone with no button clipping its
label. Screenshots go to REPBOOK_SHOTS when it is set."""
from __future__ import annotations

import re

from selenium.webdriver.common.by import By

from page_checks import shot
from test_german_gym_day import OWNER, PASSWORD, choose_language, english_phrases, make_template

# The starter exercise found by its English search form, whatever language the library names it in.
EXERCISE_ROW = '#exercise-list [data-search~="dumbbellcurl"] a.exercise-link'


def exercise_names(app) -> list[str]:
    """Every exercise's name in the library (names have their own catalog; they are not this page's text)."""
    app.get("/library?archived=1")
    names = [row.get_attribute("data-name") for row in app.find_all("#exercise-list [data-name]")]
    return sorted(set(names), key=len, reverse=True)


def english_left(app, names: list[str]) -> list[str]:
    """The catalog's English phrases on the page (its text, title, labels and placeholders), exercise names left out."""
    text = app.driver.execute_script(
        """
        const parts = [document.body.innerText, document.title];
        for (const el of document.querySelectorAll('[aria-label], [placeholder]')) {
          parts.push(el.getAttribute('aria-label') || '', el.getAttribute('placeholder') || '');
        }
        return parts.join('\\n');
        """
    )
    for name in names:
        text = text.replace(name, "")
    return [phrase for phrase in english_phrases() if phrase in text]


def visit_training_pages(app, name: str, check) -> None:
    """Every training page once, `check` on each, a screenshot of each."""
    def page(path: str, screen: str) -> None:
        app.get(path)
        check(screen)
        shot(app, f"{name}-{screen}")

    app.get("/library")
    exercise = app.find(EXERCISE_ROW).get_attribute("href")
    exercise_path = "/" + exercise.split("/", 3)[3]
    page("/library", "library")
    page(exercise_path, "exercise")
    page("/library/new", "exercise-new")
    page("/history", "calendar")
    page("/history/all", "history-all")
    page("/analytics", "analytics")
    page("/plans", "plans")
    app.get("/plans")
    template = app.find("#template-list a.row-link").get_attribute("href")
    page("/" + template.split("/", 3)[3], "template")
    page("/" + template.split("/", 3)[3] + "/share", "template-share")
    page("/splits/new", "split")
    page("/splits/new?schedule=rotation", "split-rotation")
    page("/plans/import", "plan-import")
    page("/programs", "programs")
    page("/programs/start/gzclp", "program-start")
    page("/programs/import", "program-import")
    page("/settings/coaching", "coaching")
    page("/body/journal/tags", "journal-tags")


def start_program_and_log(app) -> tuple[str, str]:
    """Starts 5/3/1 BBB with typed maxes (one with a German decimal comma) and logs 102,5 kg on the exercise page;
    answers the program's page and the exercise's page."""
    app.get("/programs/start/531-bbb")
    app.fill("#program-start-form", {"tm_overhead-press": "60", "tm_bench-press": "100", "tm_squat": "142,5", "tm_deadlift": "180"})
    app.submit("#start-program")
    program_path = app.path
    assert program_path.startswith("/programs/") and program_path.split("/")[-1].isdigit(), program_path
    app.get("/library")
    exercise = app.find(EXERCISE_ROW).get_attribute("href")
    exercise_path = "/" + exercise.split("/", 3)[3]
    app.get(exercise_path)
    app.fill("#quick-log-form", {"weight": "102,5", "reps": "5", "sets": "2"})
    app.submit("#log-button")
    return program_path, exercise_path


def test_training_pages_in_german_have_no_english(app):
    app.setup_owner(OWNER, PASSWORD)
    make_template(app)
    names = exercise_names(app)
    choose_language(app, "de")
    program_path, exercise_path = start_program_and_log(app)

    def check(screen: str) -> None:
        assert app.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de", screen
        left = english_left(app, names)
        assert not left, f"English on the German {screen} page: {left}"

    # A German decimal comma is a decimal: 102,5 kg logged, shown back as German writes it.
    app.get(exercise_path)
    history = app.find("#lift-history").text
    assert "102,5 kg × 5 × 2" in history, history
    check("exercise-logged")
    app.click_and_wait_for_load(app.find("#quick-log-lines a.row-link"))
    check("log-line")
    shot(app, "i18n-de-log-line")
    assert app.find("#line-summary").text.startswith("102,5 kg × 5 × 2 am "), app.find("#line-summary").text

    # The program: German positions and a training max typed with a comma.
    app.get(program_path)
    assert app.find("#program-position").text.startswith("Zyklus 1 · Woche 1 · Tag 1"), app.find("#program-position").text
    assert "142,5 kg" in app.find("#training-maxes").text, app.find("#training-maxes").text
    # What the program recorded (each training max's history, folded away) in German, read from the stored key.
    recorded = app.driver.execute_script(
        "return [...document.querySelectorAll('#training-maxes .tm-history')].map(list => list.textContent).join('\\n')")
    assert "Beim Start festgelegt" in recorded and "Set at the start" not in recorded, recorded
    check("program")
    shot(app, "i18n-de-program")
    app.get(program_path + "/sheet")
    check("program-sheet")
    shot(app, "i18n-de-program-sheet")
    app.get("/programs")
    assert "Vier Tage mit Wendlers Drei-Wochen-Welle" in app.body_text(), "the built-in description comes from the catalog"

    # The program day: the built-in day and lift in German, each set's engine reason in German words and decimals.
    app.get(program_path)
    today = app.find("#program-today").text
    assert "Schulterdrücken" in today and "Overhead Press" not in today, today
    assert "65 % vom TM 60 kg = 39 kg → 40 kg" in today, today
    assert not any(word in today for word in (" of TM", "working weight", "As written", "go by feel")), today

    # An analytics chart in German: its summary, axis, bars' titles and data table (read whole, folded or not).
    app.get("/analytics")
    chart = app.driver.execute_script(
        """
        const figure = document.querySelector('#chart-sessions-per-week');
        return [figure.querySelector('svg').getAttribute('aria-label'), figure.textContent].join('\\n');
        """
    )
    assert "Woche ab" in chart, chart
    english = ("Week of", "Date", "from", "latest", "highest", "Show data", "Jan", "Mar", "May", "Jun", "Jul", "Oct", "Dec")
    left = [word for word in english if re.search(rf"\b{word}\b", chart)]
    assert not left, f"English in the German chart: {left}: {chart}"

    # The journal tags seeded at sign-up, unchanged, in German on the day page and the tags page.
    for path in ("/body", "/body/journal/tags"):
        app.get(path)
        names = [el.get_attribute("data-name") for el in app.find_all("[data-name]")]
        assert "Muskelkater" in names and "gut geschlafen" in names, f"{path}: {names}"
        assert not {"sore", "slept well", "rest day"} & set(names), f"{path}: {names}"

    visit_training_pages(app, "i18n-de", check)
    app.get("/library")
    assert app.find("#library-search").get_attribute("placeholder") == "Suchen, z. B. Bank"


def test_training_pages_in_the_pseudo_locale_fit_the_phone(app):
    app.setup_owner(OWNER, PASSWORD)
    make_template(app)
    choose_language(app, "qps")
    program_path, _ = start_program_and_log(app)

    def check(screen: str) -> None:
        width = app.driver.execute_script("return window.innerWidth")
        wide = app.driver.execute_script("return document.documentElement.scrollWidth")
        assert wide <= width, f"{screen}: the page is {wide}px wide on a {width}px screen"
        clipped = app.driver.execute_script(
            """
            return [...document.querySelectorAll('button, a.button, .tabbar a, .chip, .segmented a')]
              .filter(el => el.offsetParent !== null && !el.classList.contains('visually-hidden'))
              .filter(el => el.scrollWidth > el.clientWidth + 1)
              .map(el => el.textContent.trim().slice(0, 40));
            """
        )
        assert not clipped, f"{screen}: labels clipped in {clipped}"
        assert "⟦" in app.body_text(), f"{screen} shows the pseudo-locale"

    app.get(program_path)
    check("program")
    shot(app, "i18n-qps-program")
    visit_training_pages(app, "i18n-qps", check)


STRONG_WITH_BROKEN_ROWS = """Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
2024-11-28 17:36:08,"B",35m,"Bent Over Row (Barbell)",1,40.5,8,0,0.0,
2024-11-28 17:36:08,"B",35m,"Bent Over Row (Barbell)",2,40.5,12.5,0,0.0,
2024-11-28 17:36:08,"B",35m,"Bent Over Row (Barbell)",3,2500,8,0,0.0,
2024-11-28 17:36:08,"B",35m,"Bent Over Row (Barbell)",X,40.5,8,0,0.0,
"""


def test_german_import_preview_and_coaching_line_have_no_english(app, tmp_path):
    """A Strong file with broken rows previews in German, each skipped line's reason in German words; a template with a
    linear rule, done once, starts again with its coaching line in German and a German decimal comma."""
    from test_coaching import do_every_set_and_finish, start_template

    app.setup_owner(OWNER, PASSWORD)
    names = exercise_names(app)
    app.get("/templates/new")
    app.fill("form#template-form", {"name": "Heavy Bench"})
    app.add_template_exercises("Bench Press")
    app.fill("form#template-form", {"sets_0": "3", "reps_0": "5", "weight_0": "100", "progression_0": "linear", "increment_0": "2.5"})
    app.submit("#save-template")
    choose_language(app, "de")

    def check(screen: str) -> None:
        assert app.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de", screen
        left = english_left(app, names)
        assert not left, f"English on the German {screen} page: {left}"

    # The preview of a file with three broken rows: each reason in German, the file's own text as written.
    csv = tmp_path / "strong.csv"
    csv.write_text(STRONG_WITH_BROKEN_ROWS, encoding="utf-8")
    app.get("/settings/data")
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(csv))
    app.click_and_wait_for_load(app.find("#upload-button"))
    assert app.path.startswith("/settings/data/history/"), app.body_text()[:400]
    app.driver.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
    skipped = app.find("#skipped-rows").text
    for reason in ("Wdh. 12.5 ist keine ganze Zahl", "Gewicht 2500 ist mehr als 2000", "Satzfolge „X“ ist keine Zahl, W, D oder F"):
        assert reason in skipped, skipped
    check("import-preview")
    shot(app, "i18n-de-import-preview-skipped")

    # The coaching line: the first session at 100 kg, then +2,5 kg in German.
    start_template(app, "Heavy Bench")
    do_every_set_and_finish(app)
    start_template(app, "Heavy Bench")
    reason = app.find("[data-coaching-reason]").text
    assert "Letztes Mal 3 × 5 mit 100 kg, oberes Ende von 5 erreicht: +2,5 kg" in reason, reason
    check("workout-coaching")
    shot(app, "i18n-de-workout-coaching")
