"""Repbook in your language (issue 37): the sign-in page follows the browser's Accept-Language; a lifter who switches
Settings → Language to German runs a gym day (start from a template on Home, log a set, rest, finish, the summary) and
meets no English text from the catalogs on those screens; the pseudo-locale (accented, 40 % longer) renders the same
screens at 390x844 with nothing wider than the screen and no button clipping its label. Screenshots go to
REPBOOK_SHOTS when it is set."""
from __future__ import annotations

import re
from pathlib import Path

from selenium.webdriver.common.by import By

from page_checks import shot

OWNER = "lifter"
PASSWORD = "correct horse battery"
LOCALES = Path(__file__).resolve().parents[2] / "Sources" / "RepbookServer" / "Resources" / "locales"
EXERCISE = "Dumbbell Curl"
TEMPLATE = "Arme"


def catalog(language: str) -> dict[str, str]:
    """A catalog's keys and texts (every form of a plural entry), unescaped."""
    entries: dict[str, str] = {}
    key = None
    for line in (LOCALES / f"{language}.po").read_text(encoding="utf-8").splitlines():
        match = re.match(r'^(msgid|msgstr(?:\[\d\])?) "(.*)"$', line)
        if not match:
            continue
        text = match.group(2).replace('\\"', '"').replace("\\\\", "\\")
        if match.group(1) == "msgid":
            key = text
        elif key:
            entries[key] = entries.get(key, "") + "\n" + text if key in entries else text
    return entries


def english_phrases() -> list[str]:
    """The pieces of English text (between slots and tags, at least two words or one long word) whose German differs:
    what must not show on a German page. The scripts' own strings (`client.*`) are left to the scripts' tests."""
    english, german = catalog("en"), catalog("de")
    # Until static/strings.js reads the page's client-strings block (branch client-modules), the scripts still write
    # their own English; a phrase they also write (such as "Mark set not done" after a tap) is theirs to check.
    scripts = "\n".join(text for key, text in english.items() if key.startswith("client."))
    phrases: set[str] = set()
    for key, text in english.items():
        if not key or key.startswith("client.") or german.get(key) == text:
            continue
        for form in text.split("\n"):
            for piece in re.split(r"\{\{[^}]*\}\}|<[^>]*>|[·›‹+?:.,()]", form):
                piece = piece.strip()
                if len(piece) >= 6 and (" " in piece or len(piece) >= 8) and piece not in german.get(key, "") \
                        and piece not in scripts:
                    phrases.add(piece)
    return sorted(phrases)


def english_on_screen(app) -> list[str]:
    """The English phrases in the page's visible text, its buttons' labels and its placeholders, leaving out user data
    (the exercise's and the template's names)."""
    text = app.driver.execute_script(
        """
        const parts = [document.body.innerText, document.title];
        for (const el of document.querySelectorAll('[aria-label], [placeholder]')) {
          parts.push(el.getAttribute('aria-label') || '', el.getAttribute('placeholder') || '');
        }
        return parts.join('\\n');
        """
    ).replace(EXERCISE, "").replace(TEMPLATE, "")
    return [p for p in english_phrases() if p in text]


def fits_the_phone(app, screen: str, controls: str = "button, a.button, .tabbar a") -> None:
    """The page in the pseudo-locale: nothing wider than the screen, none of `controls` clipping its label."""
    width = app.driver.execute_script("return window.innerWidth")
    wide = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert wide <= width, f"{screen}: the page is {wide}px wide on a {width}px screen"
    clipped = app.driver.execute_script(
        """
        return [...document.querySelectorAll(arguments[0])]
          .filter(el => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
          .map(el => el.textContent.trim().slice(0, 40));
        """,
        controls,
    )
    assert not clipped, f"{screen}: labels clipped in {clipped}"
    assert "⟦" in app.body_text(), f"{screen} shows the pseudo-locale"


def use_accept_language(app, header: str) -> None:
    app.driver.execute_cdp_cmd("Network.enable", {})
    app.driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": {"Accept-Language": header}})


def choose_language(app, tag: str) -> None:
    app.get("/settings")
    app.choose(app.find("select#language"), tag)
    app.submit("#save-settings")
    assert app.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == tag


def make_template(app) -> None:
    app.get("/templates/new")
    app.fill("form#template-form", {"name": TEMPLATE})
    app.add_template_exercises(EXERCISE)
    app.fill("form#template-form", {"sets_0": "2", "reps_0": "10", "weight_0": "12.5"})
    app.submit("#save-template")


def run_gym_day(app, name: str, check) -> None:
    """Home → start the template → log a set → rest → finish (confirming the undone one) → summary; `check` runs on
    each screen and a screenshot is taken."""
    app.get("/")
    check("home")
    shot(app, f"{name}-home")
    app.submit("#home-templates form.row-action button[type=submit]")
    app.wait_for_path("/workout")
    row = app.find("#workout .set-row")
    set_id = row.get_attribute("data-set")
    app.click(row.find_element(By.CSS_SELECTOR, ".done-toggle"))
    app.wait(10).until(lambda d: "done" in d.find_element(By.ID, f"set-{set_id}").get_attribute("class"))
    app.wait(10).until(lambda d: not d.find_element(By.ID, "rest-bar").get_attribute("hidden"))
    app.wait_outbox_empty()
    check("workout")
    shot(app, f"{name}-workout")
    app.click(row.find_element(By.CSS_SELECTOR, ".set-more > summary"))
    check("set panel")
    shot(app, f"{name}-set-panel")
    app.driver.execute_script("window.localStorage.removeItem('repbook.rest');")
    app.get("/settings")
    check("settings")
    shot(app, f"{name}-settings")
    app.get("/workout")
    # Without the script's confirm: the server's page asks about the undone set.
    app.driver.execute_script("document.getElementById('finish-form').submit()")
    app.wait_for_path("/workout/finish")
    check("finish")
    shot(app, f"{name}-finish")
    app.submit("#confirm-finish")
    assert "/history/" in app.path
    check("summary")
    shot(app, f"{name}-summary")


def test_sign_in_follows_accept_language(app):
    app.setup_owner(OWNER, PASSWORD)
    app.driver.delete_all_cookies()
    use_accept_language(app, "de-DE,de;q=0.9,en;q=0.8")
    app.get("/signin")
    assert app.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de"
    assert app.h1() == "Anmelden"
    assert not english_on_screen(app), english_on_screen(app)
    shot(app, "i18n-de-signin")
    use_accept_language(app, "fr-CH, ja;q=0.8")
    app.get("/signin")
    assert app.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "en", "nothing shipped matches: English"
    assert app.h1() == "Sign in"


def test_german_gym_day_has_no_english(app):
    app.setup_owner(OWNER, PASSWORD)
    make_template(app)
    choose_language(app, "de")
    assert "Einstellungen gespeichert." in app.body_text()

    def check(screen: str) -> None:
        assert app.driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "de", screen
        left = english_on_screen(app)
        assert not left, f"English on the German {screen} screen: {left}"

    run_gym_day(app, "i18n-de", check)
    body = app.body_text()
    assert "TRAINING GESCHAFFT" in body.upper() and "DAUER" in body.upper() and "12,5 kg × 10" in body, body


def test_pseudo_locale_fits_the_phone(app):
    app.setup_owner(OWNER, PASSWORD)
    make_template(app)
    choose_language(app, "qps")

    run_gym_day(app, "i18n-qps", lambda screen: fits_the_phone(app, screen))
