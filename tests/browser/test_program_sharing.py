"""Programs to share at phone size (390x844): Ana starts 5/3/1 BBB choosing the exercise for a lift, copies the share
link from her program page, Ben opens it in his own browser, previews the program and starts it through the same start
form. Then Ana moves to another day and ends her program (read-only after). axe-core runs over every new page in light
and dark, and REPBOOK_SHOTS collects screenshots at 390 and 1280."""
import json
from urllib.parse import urlparse

from conftest import App, make_driver
from selenium.webdriver.common.by import By

from page_checks import axe_source, run_axe, set_theme, shot

ANA = ("ana", "correct horse battery")
BEN = ("ben", "bens horse battery")
MAXES = {"tm_overhead-press": "60", "tm_deadlift": "180", "tm_bench-press": "100", "tm_squat": "140"}


def check(app, source: str, name: str) -> None:
    """axe-core over the page as it stands, light and dark (no violation of any impact), then its screenshots."""
    try:
        for theme in ("light", "dark"):
            set_theme(app, theme)
            found = [(v["id"], v.get("impact"), [n.get("target") for n in v["nodes"]][:3]) for v in run_axe(app, source)]
            assert not found, f"{app.path} [{theme}]: {found}"
    finally:
        set_theme(app, None)
    shot(app, name)
    width = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"{app.path} scrolls sideways at phone width ({width}px)"


def test_share_a_program_by_link_and_start_it_as_another_lifter(app, server):
    source = axe_source()
    app.setup_owner(*ANA)
    app.get("/settings")
    app.fill("form#account-form", {"username": BEN[0], "password": BEN[1]})
    app.submit("form#account-form button[type=submit]")

    # Ana's start form: a select per lift, preselected by name; she picks Front Squat for the squat.
    app.get("/programs/start/531-bbb")
    assert app.find("#ex-deadlift option:checked").text == "Deadlift"
    assert app.find("#ex-squat option:checked").text in ("Squat", "Back Squat")
    app.fill("#program-start-form", {**MAXES, "ex_squat": "Front Squat"})
    check(app, source, "program-start-choose")
    app.submit("#start-program")
    program_path = app.path
    assert program_path.split("/")[-1].isdigit(), program_path
    app.driver.execute_script("document.getElementById('program-manage').scrollIntoView();")
    check(app, source, "program-controls")

    # Share → the file and the link; Copy puts the link on the clipboard.
    app.click_and_wait_for_load(app.find("#share-program"))
    assert app.h1() == "Share 5/3/1 Boring But Big"
    download = app.find("#plan-download")
    assert urlparse(download.get_attribute("href")).path == program_path + "/share.json"
    assert download.get_attribute("download") == "5-3-1-boring-but-big.repbook-program.json"
    link = app.find("#plan-link").get_attribute("value")
    assert link.startswith(server.base_url + "/programs/import#program="), link
    app.driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.base_url, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    app.click(app.find("#plan-link-copy"))
    app.wait().until(lambda d: d.find_element(By.ID, "plan-link-status").text == "Link copied.")
    copied = app.driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, e => done('error: ' + e));")
    assert copied == link
    check(app, source, "program-share")

    ben = App(server, make_driver())
    try:
        ben.sign_in(*BEN)
        ben.get(urlparse(copied).path + "#" + urlparse(copied).fragment)
        ben.wait().until(lambda d: d.find_element(By.ID, "plan-link-notice").is_displayed())
        sent = json.loads(ben.find("#plan-text").get_attribute("value"))
        assert sent["format"] == "repbook-program" and sent["program"]["name"] == "5/3/1 Boring But Big"
        check(ben, source, "program-import-link")

        # The preview is the start form of the file: what it is, a select per lift, a field per training max.
        ben.submit("#plan-preview")
        assert ben.h1() == "5/3/1 Boring But Big"
        assert "nothing is saved until you start it" in ben.find("#program-import-eyebrow").text.lower()
        assert "4 days a week · 4-week cycle" in ben.body_text()
        assert "Overhead Press, Deadlift, Bench Press, Squat" in ben.find(".program-lifts").text
        assert ben.find("#ex-bench-press option:checked").text == "Bench Press"
        check(ben, source, "program-import-preview")
        ben.fill("#program-start-form", MAXES)
        ben.submit("#start-program")
        assert ben.path.split("/")[-1].isdigit() and ben.path.startswith("/programs/"), ben.path
        assert ben.find("#program-today-heading").text == "Day 1: Overhead Press"
        assert "5/3/1 Boring But Big started." in ben.body_text()
    finally:
        ben.driver.quit()

    # Ana moves to week 2, day 3, then ends the program: it shows read-only.
    app.get(program_path)
    app.fill("#program-move-form", {"week": "2", "day": "3"})
    app.submit("#move-program")
    assert "Moved to week 2, day 3: Bench Press." in app.body_text()
    assert app.find("#program-position").text.startswith("Cycle 1 · Week 2 · Day 3")
    app.driver.execute_script("window.confirm = function () { return true; };")
    app.submit("#end-program")
    assert app.exists("#program-ended")
    for control in ("#start-program-day", "#skip-program-day", "#move-program", "#end-program"):
        assert not app.exists(control), control
    app.driver.execute_script("document.getElementById('program-manage').scrollIntoView();")
    check(app, source, "program-ended")

    app.get("/programs/import")
    check(app, source, "program-import")
