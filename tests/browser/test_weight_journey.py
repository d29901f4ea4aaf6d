"""Body weight at phone size, as a new user: log a weigh-in, be asked before replacing it, import a CSV file through
the preview, and see the chart with its 7-day average, the BMI and the goal line."""
from datetime import datetime, timedelta, timezone

OWNER = "lifter"
PASSWORD = "correct horse battery"


def no_sideways_scroll(app) -> None:
    width = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"{app.path} is {width}px wide at phone size"


def test_weigh_in_replace_import_csv_and_chart(app, tmp_path):
    today = datetime.now(timezone.utc).date()  # a new account's time zone is UTC
    app.setup_owner(OWNER, PASSWORD)
    app.click_and_wait_for_load(app.tab("body"))
    app.click_and_wait_for_load(app.find('nav.body-nav a[href^="/body/weight"]'))
    assert app.h1() == "Weight"
    assert "No weigh-ins yet" in app.body_text()

    # Today's weigh-in, then a second one the same day: the page says it replaces, then asks once more on the server.
    app.fill("#weigh-in form", {"weight": "84.2"})
    app.submit("#save-weight")
    assert "84.2 kg saved for" in app.find(".flash").text
    assert app.find("#replace-note").text.startswith("Saving replaces 84.2 kg on")
    app.fill("#weigh-in form", {"weight": "84"})
    app.submit("#save-weight")
    assert "now reads 84 kg" in app.find(".flash").text
    assert len(app.find_all("li.weight-row")) == 1

    # A wger-style file with a semicolon, decimal commas and day-first dates; one row is broken, one day is today.
    rows = [(today - timedelta(days=n), f"{86 - n * 0.1:.1f}".replace(".", ",")) for n in range(20, 0, -1)]
    lines = ["Date;Weight"] + [f"{d:%d.%m.%Y};{w}" for d, w in rows] + ["31.02.2026;85", f"{today:%d.%m.%Y};83,5"]
    csv_file = tmp_path / "wger-weight.csv"
    csv_file.write_text("\ufeff" + "\r\n".join(lines) + "\r\n", encoding="utf-8")

    app.click_and_wait_for_load(app.find("#import-csv"))
    app.fill("#weight-upload-form", {"dates": "day-first", "unit": "kg"})
    app.find("#upload-file").send_keys(str(csv_file))
    app.click_and_wait_for_load(app.find("#upload-button"))
    assert app.path.startswith("/body/weight/import/csv/")
    assert app.find("#count-add").text == "20 weigh-ins to add"
    assert app.find("#count-skip").text.startswith("1 row skipped")
    assert app.find("#count-reject").text.startswith("1 row rejected")
    rejected = app.find("#rejected-rows").text
    assert "Line 22" in rejected and "31.02.2026" in rejected, rejected
    no_sideways_scroll(app)
    app.submit("#import-button")
    assert app.path == "/body/weight"
    assert "Imported 20 weigh-ins. 1 skipped" in app.find(".flash").text
    assert "21 weigh-ins" in app.find("#weigh-ins-title").text
    assert app.find("li.weight-row strong").text == "84 kg", "today's own weigh-in was kept, not replaced"

    # The chart draws the daily line and its 7-day average, and tells both in its table.
    chart = app.find("#chart-body-weight")
    assert app.exists("#chart-body-weight polyline.chart-trend")
    assert "7-day average" in chart.find_element("css selector", ".chart-legend").text
    no_sideways_scroll(app)

    # Height and goal in settings: BMI with its category and the goal line.
    app.get("/settings")
    app.fill("#settings-form", {"height": "5'11\"", "goal_weight": "80"})
    app.submit("#save-settings")
    app.get("/body/weight")
    assert app.find("#tile-bmi").text.split("\n")[1:] == ["25.8", "Overweight"], app.find("#tile-bmi").text
    assert "4 kg to lose" in app.find("#tile-goal").text
    assert app.exists("#chart-body-weight line.chart-goal")
    no_sideways_scroll(app)

    # Tapping a weigh-in opens it in the form, where it can be deleted after a confirmation.
    second_row = app.find_all("li.weight-row a.weight-row-main")[1]
    day = second_row.find_element("css selector", ".weight-row-day").text
    app.click_and_wait_for_load(second_row)
    assert app.find("#weight").get_attribute("value") == "85.9"
    with app.expect_navigation("deleting the weigh-in"):
        app.click(app.find("#delete-weight"))
        app.wait().until(lambda d: d.switch_to.alert).accept()
    assert f"Weigh-in of {day} deleted." in app.find(".flash").text
    assert "20 weigh-ins" in app.find("#weigh-ins-title").text

    # The CSV download is our own format.
    href = app.find("#export-csv").get_attribute("href")
    assert href.endswith("/body/weight/export.csv")
