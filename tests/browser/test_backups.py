"""The owner finds Backups in Settings on a phone, reads how to restore, and downloads one backup of the database and photos."""

import time
import zipfile
from pathlib import Path

OWNER = "lifter"
PASSWORD = "correct horse battery"


def test_owner_downloads_a_backup_from_settings(app, tmp_path: Path):
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    app.driver.execute_cdp_cmd("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    app.setup_owner(OWNER, PASSWORD)

    app.get("/settings")
    app.click_and_wait_for_load(app.find("#backups-link"))
    app.wait_for_path("/settings/backups")
    assert app.h1() == "Backups"
    assert "No backups in the folder yet." in app.body_text()
    assert f"--data-dir {app.server.data_dir}" in app.find("#restore-command").text

    button = app.find("#backup-download")
    assert button.size["height"] >= 44
    assert button.rect["x"] + button.rect["width"] <= 390
    page_width = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert page_width <= 390, f"the page is {page_width}px wide on a 390px phone"

    app.click(button)
    deadline = time.monotonic() + 20
    saved: list[Path] = []
    while time.monotonic() < deadline and not saved:
        saved = [p for p in downloads.iterdir() if p.suffix == ".zip"]
        time.sleep(0.1)
    assert len(saved) == 1, f"downloads: {list(downloads.iterdir())}"
    assert saved[0].name.startswith("repbook-backup-")
    # One zip holds the database and the photos it names (none yet).
    with zipfile.ZipFile(saved[0]) as backup:
        assert backup.namelist() == ["repbook.sqlite"]
        assert backup.read("repbook.sqlite")[:16] == b"SQLite format 3\x00"
    assert app.path == "/settings/backups"
    assert [p.name for p in (app.server.data_dir / "backups").iterdir()] == []
