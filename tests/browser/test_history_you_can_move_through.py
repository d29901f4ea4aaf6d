"""History you can move through: a month and year jump on the calendar (and /history?month=YYYY-MM as a link), and an
exercise's charts with 3M / 1Y / All ranges, a five-year pause drawn as a gap, and a tap on the chart showing a point's
day and value."""
import datetime

from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"


def quick_log(app, day: str, weight: str, reps: str) -> None:
    app.fill("form#quick-log-form", {"weight": weight, "reps": reps, "sets": "1"})
    app.driver.execute_script("document.querySelector('#quick-log-form input[name=date]').value = arguments[0];", day)
    app.submit("#log-button")


def test_calendar_jump_and_chart_ranges(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/library")
    app.search_library("bench")
    app.click_and_wait_for_load(app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link"))
    exercise = app.path
    today = datetime.date.today()
    recent = [(today - datetime.timedelta(days=d)).isoformat() for d in (20, 10)]
    for day, weight in (("2021-03-01", "80"), ("2021-03-08", "82.5"), ("2021-03-15", "85"), (recent[0], "100"), (recent[1], "102.5")):
        quick_log(app, day, weight, "5")

    # The calendar: a year back with one tap, any month with the month field, and a plain link.
    app.get("/history")
    this_month = today.strftime("%Y-%m")
    assert app.find("#jump-month").get_attribute("value") == this_month
    app.submit("#previous-year")
    assert app.query.get("month") == [f"{today.year - 1}-{today.month:02d}"]
    app.driver.execute_script("document.getElementById('jump-month').value = '2021-03';")
    app.submit("#jump-go")
    assert app.query.get("month") == ["2021-03"]
    assert app.find("#month-title").text == "March 2021"
    assert len(app.find_all(".calendar-day.trained")) == 3
    app.get("/history?month=2021-03")
    assert app.find("#month-title").text == "March 2021"
    app.driver.save_screenshot("/tmp/shot-calendar-jump.png")

    # The charts: All shows 2021 and now as two runs with a gap between; 3M only the recent sessions.
    app.get(exercise)
    heaviest = app.find("#chart-heaviest")
    assert len(heaviest.find_elements(By.CSS_SELECTOR, "polyline.chart-line")) == 2, "five years apart is a gap"
    # Older than a year, a month is drawn as its best session: March 2021 is one point.
    assert len(heaviest.find_elements(By.CSS_SELECTOR, "circle.chart-dot")) == 3
    assert app.find('#chart-range a[aria-current="true"]').text == "All"
    app.submit('#chart-range a[data-range="3M"]')
    assert app.query.get("range") == ["3m"]
    heaviest = app.find("#chart-heaviest")
    assert len(heaviest.find_elements(By.CSS_SELECTOR, "circle.chart-dot")) == 2
    assert len(heaviest.find_elements(By.CSS_SELECTOR, "polyline.chart-line")) == 1
    app.submit('#chart-range a[data-range="1Y"]')
    assert len(app.find("#chart-heaviest").find_elements(By.CSS_SELECTOR, "circle.chart-dot")) == 2

    # A tap near the last point reads it out: its day and value.
    svg = app.find("#chart-heaviest svg")
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", svg)
    last = app.find_all("#chart-heaviest circle.chart-dot")[-1]
    app.driver.execute_script(
        "var box = arguments[0].getBoundingClientRect(); var svg = arguments[1];"
        "svg.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: box.left + box.width / 2 + 4, clientY: box.top}));",
        last, svg)
    readout = app.find("#chart-heaviest .chart-readout")
    app.wait(3).until(lambda d: readout.is_displayed())
    assert "102.5 kg" in readout.text, readout.text
    app.driver.save_screenshot("/tmp/shot-chart-range.png")
