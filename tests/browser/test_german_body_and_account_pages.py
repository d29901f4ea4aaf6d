"""Repbook in your language (issue 37), the Body, data and account pages: a lifter who switches Settings → Language to
German logs a weigh-in (with a decimal comma), measurements and a replaced weigh-in, then opens the day, weight,
measurements, supplements, photos and import pages, and Settings' password, data, archive, backups and status pages,
and meets no English from the catalogs there; the pseudo-locale renders the same pages at 390x844 with nothing wider
than the screen and no button clipping its label. Screenshots go to REPBOOK_SHOTS when it is set."""
from __future__ import annotations

from selenium.webdriver.common.by import By

from page_checks import shot
from test_german_gym_day import OWNER, PASSWORD, choose_language, english_on_screen, fits_the_phone

# The pages read after the data is logged, each with the name of its screenshot.
PAGES = (
    ("/body", "body-day"),
    ("/body/weight", "body-weight"),
    ("/body/measurements", "measurements"),
    ("/body/measurements/waist", "measurement"),
    ("/body/supplements", "supplements"),
    ("/body/photos", "photos"),
    ("/body/weight/import", "weight-upload"),
    ("/body/weight/import/health", "health-upload"),
    ("/body/measurements/import", "measurement-upload"),
    ("/settings/account", "account-security"),
    ("/settings/data", "data"),
    ("/settings/data/archive", "archive-upload"),
    ("/settings/backups", "backups"),
    ("/settings/status", "status"),
)


def log_body_data(app) -> None:
    """A weigh-in typed with a decimal comma, two measurements, and the replace question for a second weigh-in."""
    app.get("/body/weight")
    app.fill("form.weigh-in-form", {"weight": "82,4"})
    app.submit("#save-weight")
    app.get("/body/measurements")
    app.fill("form#measure-form", {"waist": "81,5", "upper-arm-left": "38"})
    app.submit("#save-measurements")


def replace_weigh_in(app) -> None:
    """Today already has a weigh-in: typing another for today from yesterday's form asks before replacing."""
    today = app.find("#weight-date").get_attribute("max")
    app.get("/body/weight?date=2020-01-01")
    date = app.find("#weight-date")
    app.driver.execute_script("arguments[0].value = arguments[1];", date, today)
    app.fill("form.weigh-in-form", {"weight": "82"})
    app.submit("#save-weight")
    assert app.exists("#replace-weight"), app.body_text()[:400]


def test_german_body_and_account_pages_have_no_english(app):
    app.setup_owner(OWNER, PASSWORD)
    choose_language(app, "de")
    log_body_data(app)
    body = app.body_text()
    assert "2 Maße für" in body and "gespeichert" in body, body[:400]

    def check(screen: str) -> None:
        assert app.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de", screen
        left = english_on_screen(app)
        assert not left, f"English on the German {screen} page: {left}"

    for path, name in PAGES:
        app.get(path)
        check(name)
        if name in ("body-day", "body-weight", "measurements", "account-security"):
            shot(app, f"i18n-de-{name}")
    app.get("/body/weight")
    weights = app.find("#weigh-ins").text
    assert "82,4 kg" in weights and "1 Eintrag" in weights, weights
    assert app.find("nav.body-nav").text.split() == ["Tag", "Gewicht", "Maße", "Fotos"]
    replace_weigh_in(app)
    check("weight-replace")
    assert "Durch 82 kg ersetzen" in app.body_text()


def test_pseudo_locale_body_and_account_pages_fit_the_phone(app):
    app.setup_owner(OWNER, PASSWORD)
    choose_language(app, "qps")
    log_body_data(app)

    problems = []
    for path, name in PAGES:
        app.get(path)
        if name in ("body-day", "body-weight", "measurements", "account-security"):
            shot(app, f"i18n-qps-{name}")
        try:
            fits_the_phone(app, name, "button, a.button, .tabbar a, .segmented a")
        except AssertionError as problem:
            problems.append(str(problem).splitlines()[0])
    assert not problems, "\n".join(problems)
