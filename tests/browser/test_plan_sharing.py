"""Plans to share at phone size: one lifter shares a split by link, a second lifter of the same server opens the
link in their own browser, previews the plan and imports it, and finds the split in Plans."""
import json
import urllib.request
from urllib.parse import urlparse

from conftest import App, make_driver
from selenium.webdriver.common.by import By

ANA = ("ana", "correct horse battery")
BEN = ("ben", "bens horse battery")


def api(server, method: str, path: str, body=None, token: str | None = None) -> dict:
    request = urllib.request.Request(
        server.base_url + "/api/v1" + path,
        method=method,
        data=json.dumps(body).encode() if body is not None else None,
        headers={"Content-Type": "application/json", **({"Authorization": f"Bearer {token}"} if token else {})},
    )
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"{}")


def token_for(server, user: tuple[str, str]) -> str:
    return api(server, "POST", "/auth/token", {"username": user[0], "password": user[1]})["token"]


def exercise_id(server, token: str, name: str) -> int:
    found = api(server, "GET", "/exercises?search=" + urllib.request.quote(name), token=token)["exercises"]
    return next(item["id"] for item in found if item["name"] == name)


def make_anas_split(server, token: str) -> int:
    """Push and Legs on a weekly split, with a custom exercise only Ana has."""
    bench, squat = exercise_id(server, token, "Bench Press"), exercise_id(server, token, "Back Squat")
    zercher = api(server, "POST", "/exercises", {"name": "Zercher Squat", "category": "legs", "kind": "weight_reps",
                                                 "equipment": "barbell"}, token)["id"]
    push = api(server, "POST", "/templates", {"name": "Push", "exercises": [
        {"exerciseId": bench, "sets": 3, "reps": "8-12", "weightKg": 80, "restSeconds": 120}]}, token)["id"]
    legs = api(server, "POST", "/templates", {"name": "Legs", "exercises": [
        {"exerciseId": squat, "sets": 5, "reps": 5}, {"exerciseId": zercher, "sets": 3, "reps": "6-8"}]}, token)["id"]
    return api(server, "POST", "/splits", {"name": "Push Legs Week", "schedule": "weekly",
                                           "days": [push, legs, None, push, legs, None, None]}, token)["id"]


def test_share_a_split_by_link_and_import_it_as_another_lifter(app, server):
    app.setup_owner(*ANA)
    split_id = make_anas_split(server, token_for(server, ANA))
    app.get("/settings")
    app.fill("form#account-form", {"username": BEN[0], "password": BEN[1]})
    app.submit("form#account-form button[type=submit]")
    assert f"Account {BEN[0]} created." in app.body_text()

    # Ana: the split's page → Share → a file to download and a link to copy.
    app.get(f"/splits/{split_id}")
    app.submit("#share-split")
    assert app.h1() == "Share Push Legs Week"
    download = app.find("#plan-download")
    assert urlparse(download.get_attribute("href")).path == f"/splits/{split_id}/share.json"
    assert download.get_attribute("download") == "push-legs-week.repbook-plan.json"
    link = app.find("#plan-link").get_attribute("value")
    assert link.startswith(server.base_url + "/plans/import#plan=")
    app.driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.base_url, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    app.click(app.find("#plan-link-copy"))
    app.wait().until(lambda d: d.find_element(By.ID, "plan-link-status").text == "Link copied.")
    copied = app.driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; navigator.clipboard.readText().then(done, e => done('error: ' + e));")
    assert copied == link

    # Ben, in his own browser, already has a template called Push.
    ben = App(server, make_driver())
    try:
        ben.sign_in(*BEN)
        api(server, "POST", "/templates", {"name": "Push", "exercises": []}, token_for(server, BEN))
        ben.get(urlparse(copied).path + "#" + urlparse(copied).fragment)
        ben.wait().until(lambda d: d.find_element(By.ID, "plan-link-notice").is_displayed())
        assert json.loads(ben.find("#plan-text").get_attribute("value"))["split"]["name"] == "Push Legs Week"

        ben.submit("#plan-preview")
        assert ben.h1() == "Import Push Legs Week?"
        days = [row.text.replace("\n", " ") for row in ben.find_all(".plan-days li")]
        assert days[:3] == ["Monday Push (2)", "Tuesday Legs", "Wednesday Rest"]
        assert [t.get_attribute("data-template") for t in ben.find_all(".plan-template")] == ["Push (2)", "Legs"]
        new = {row.get_attribute("data-exercise"): "new" in row.get_attribute("class").split()
               for row in ben.find_all(".plan-exercise")}
        assert new == {"Bench Press": False, "Back Squat": False, "Zercher Squat": True}
        assert "matched to Bench Press" in ben.body_text()

        ben.submit("#plan-import")
        assert ben.path.startswith("/splits/")
        assert "Imported Push Legs Week: 2 templates, 1 new exercise." in ben.body_text()
        ben.get("/plans")
        assert [item.get_attribute("data-split") for item in ben.find_all("#split-list .split-item")] == ["Push Legs Week"]
        assert {row.get_attribute("data-template") for row in ben.find_all("#template-list .list-row")} == {"Push", "Push (2)", "Legs"}
        width = ben.driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390, f"the page scrolls sideways at phone width ({width}px)"
    finally:
        ben.driver.quit()


def test_a_share_link_opened_signed_out_lands_on_the_import_after_sign_in(app, server):
    app.setup_owner(*ANA)
    split_id = make_anas_split(server, token_for(server, ANA))
    app.get(f"/splits/{split_id}")
    app.submit("#share-split")
    link = app.find("#plan-link").get_attribute("value")
    app.get("/settings")
    app.fill("form#account-form", {"username": BEN[0], "password": BEN[1]})
    app.submit("form#account-form button[type=submit]")

    ben = App(server, make_driver())
    try:
        ben.get(urlparse(link).path + "#" + urlparse(link).fragment)
        ben.wait_for_path("/signin")
        ben.fill("form#signin-form", {"username": BEN[0], "password": BEN[1]})
        ben.submit("form#signin-form button[type=submit]")
        ben.wait_for_path("/plans/import")
        assert ben.driver.current_url == link
        ben.wait().until(lambda d: d.find_element(By.ID, "plan-link-notice").is_displayed())
        assert json.loads(ben.find("#plan-text").get_attribute("value"))["split"]["name"] == "Push Legs Week"
        ben.submit("#plan-preview")
        assert ben.h1() == "Import Push Legs Week?"
    finally:
        ben.driver.quit()
