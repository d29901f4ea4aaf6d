"""An empty Home offers the import (issue 32, item 4): a new lifter is pointed at Settings -> Import and export; the import
lands on the file's last month and says its range; once a history is in, Home no longer asks."""
from pathlib import Path

OWNER = "switcher"
PASSWORD = "correct horse battery"
FIXTURE = Path(__file__).resolve().parents[2] / "Tests/RepbookFormatsTests/Fixtures/workouts/strong_classic_noNotes_DaKheera47.csv"


def test_an_empty_home_offers_the_import(app):
    app.setup_owner(OWNER, PASSWORD)
    offer = app.find("#home-import")
    assert "Import your history" in offer.text, offer.text
    app.click_and_wait_for_load(offer.find_element("css selector", "a"))
    assert app.h1() == "Import and export"
    app.fill("#history-upload-form", {"format": "strong", "unit": "kg"})
    app.find("#upload-file").send_keys(str(FIXTURE))
    app.click_and_wait_for_load(app.find("#upload-button"))
    app.click_and_wait_for_load(app.find("#import-button"))
    # The import lands on what it brought: the file's last month, with its range said.
    assert app.query.get("month") == ["2025-10"], app.driver.current_url
    flash = app.find(".flash").text
    assert "runs from Thu 28 Nov 2024 to" in flash and "this is its last month" in flash, flash
    app.get("/")
    assert not app.exists("#home-import"), "a lifter with a history is not asked again"
