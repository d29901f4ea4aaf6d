"""Analytics at phone size, as a new user: three workouts over two weeks, then the calendar, a day, the exercise's
records and chart, and the dashboard, each showing the figures a lifter can check by hand."""
from datetime import date, datetime, timedelta, timezone

from selenium.webdriver.common.by import By

OWNER = "lifter"
PASSWORD = "correct horse battery"
GROUP = ""  # four-digit figures are not grouped in the page's language (NumberText groups from 10,000 on)


def log_day(app, day: date, weight: str, reps: str, sets: str) -> None:
    """Logs a line on the exercise page for `day` (the date field is set by script, as a date picker would)."""
    app.fill("form#quick-log-form", {"weight": weight, "reps": reps, "sets": sets})
    field = app.find('form#quick-log-form input[name="date"]')
    app.driver.execute_script("arguments[0].value = arguments[1];", field, day.isoformat())
    app.submit("button#log-button")


def no_sideways_scroll(app) -> None:
    width = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"{app.path} is {width}px wide at phone size"


def test_three_workouts_over_two_weeks_show_in_calendar_records_and_dashboard(app):
    today = datetime.now(timezone.utc).date()  # a new account's time zone is UTC
    first, second = today - timedelta(days=13), today - timedelta(days=6)
    app.setup_owner(OWNER, PASSWORD)

    app.get("/library")
    app.search_library("bench")
    app.click_and_wait_for_load(app.row("Bench Press").find_element(By.CSS_SELECTOR, "a.exercise-link"))
    exercise_path = app.path
    log_day(app, first, "100", "5", "3")      # 1 500 kg; e1RM 116.67
    log_day(app, second, "102.5", "5", "3")   # 1 537.5 kg; e1RM 119.58; set volume 512.5
    log_day(app, today, "110", "3", "2")      # 660 kg; e1RM 121

    # The calendar: each day trained is marked; its day view holds the workout and its totals.
    for day, sets, volume in ((first, 3, f"1{GROUP}500 kg"), (second, 3, f"1{GROUP}538 kg"), (today, 2, "660 kg")):
        app.get(f"/history?month={day:%Y-%m}")
        cell = app.find(f'a.calendar-day[data-date="{day.isoformat()}"]')
        assert "trained" in cell.get_attribute("class").split(), f"{day} is not marked"
        app.click_and_wait_for_load(cell)
        assert app.query["day"] == [day.isoformat()]
        totals = app.find("#day-totals").text
        assert f"1 workout · {sets} sets · {volume}" in totals, totals
        no_sideways_scroll(app)
    # This month's figures count the sessions that fall in it.
    app.get("/history")
    in_month = sum(1 for day in (first, second, today) if (day.year, day.month) == (today.year, today.month))
    assert app.find('[data-figure="sessions"]').text == str(in_month)
    # Tapping › then ‹ comes back to this month.
    app.click_and_wait_for_load(app.find("#next-month"))
    app.click_and_wait_for_load(app.find("#previous-month"))
    assert app.find("#calendar").get_attribute("data-month") == f"{today:%Y-%m}"

    # The exercise: records with dates and links, and the e1RM chart with its data table.
    app.get(exercise_path)
    records = {row.get_attribute("data-record"): row.text for row in app.find_all("#exercise-records li")}
    assert "110 kg" in records["heaviest_weight"]
    assert "121 kg" in records["best_e1rm"] and "110 kg × 3" in records["best_e1rm"]
    assert "513 kg" in records["best_set_volume"]
    assert f"1{GROUP}538 kg" in records["best_session_volume"]
    assert app.exists("#chart-e1rm svg polyline.chart-line")
    app.click(app.find("#chart-e1rm details summary"))
    cells = [row.text for row in app.find_all("#chart-e1rm details tbody tr")]
    assert len(cells) == 3 and cells[-1].endswith("121 kg"), cells
    no_sideways_scroll(app)

    # The dashboard: recent records and the streaks, with the rule written out.
    app.tab("analytics").click()
    app.wait_for_path("/analytics")
    recent = app.find("#recent-records").text
    assert "Heaviest weight: 110 kg" in recent and "Best estimated 1RM: 121 kg" in recent, recent
    weeks = {day - timedelta(days=day.weekday()) for day in (first, second, today)}
    expected_weeks = len(weeks)  # the three days lie in consecutive weeks
    assert app.find('[data-streak="current-weeks"]').text == f"{expected_weeks} weeks"
    assert app.find('[data-streak="current-days"]').text == "1 day"
    assert "A week counts with at least one session" in app.find("#streak-rule").text
    assert app.exists("#chart-muscle-radar svg")
    no_sideways_scroll(app)
