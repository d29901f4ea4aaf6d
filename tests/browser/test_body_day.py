"""The Body day page at phone size, as a new user: journal tags and supplements save on every tap and survive a
reload; other days start all off and keep their own state; a custom tag is added and renamed; a retired supplement
leaves the checklist; a failed save reverts with a message."""
from datetime import date, timedelta

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

OWNER = "lifter"
PASSWORD = "correct horse battery"


def chip(app, name: str):
    return app.find(f'#tag-chips button.tag-chip[data-name="{name}"]')


def check(app, name: str):
    return app.find(f'#supplements button.check-row[data-name="{name}"]')


def pressed(app) -> set[str]:
    return {b.get_attribute("data-name") for b in app.find_all('#tag-chips button[aria-pressed="true"]')}


def taken(app) -> set[str]:
    return {b.get_attribute("data-name") for b in app.find_all('#supplements button[aria-checked="true"]')}


def tap_in_place(app, element, attribute: str, expected: str) -> None:
    """Taps a toggle and waits for it to show `expected`, checking that the page did not reload."""
    app.driver.execute_script("document.__stay = 'here';")
    app.click(element)
    app.wait().until(lambda d: element.get_attribute(attribute) == expected)
    assert app.driver.execute_script("return document.__stay || null;") == "here", "the toggle reloaded the page"


def wait_saved(app) -> None:
    """Waits until every save the page started has been answered (the page is aria-busy meanwhile)."""
    app.wait().until(lambda d: app.find("#body-day").get_attribute("aria-busy") != "true")


def swipe(app, from_x: int, to_x: int) -> None:
    """A one-finger horizontal swipe across the journal, as touch events."""
    with app.expect_navigation(f"swiping from {from_x} to {to_x}"):
        app.driver.execute_script(
            """
            const target = document.getElementById('journal');
            const touch = (x) => new Touch({identifier: 1, target, clientX: x, clientY: 400});
            target.dispatchEvent(new TouchEvent('touchstart', {touches: [touch(arguments[0])], changedTouches: [touch(arguments[0])], bubbles: true}));
            target.dispatchEvent(new TouchEvent('touchend', {touches: [], changedTouches: [touch(arguments[1])], bubbles: true}));
            """, from_x, to_x)


def day_of(app) -> str:
    return app.find("#body-day").get_attribute("data-date")


def test_journal_and_supplements_are_kept_per_day(app):
    app.setup_owner(OWNER, PASSWORD)
    app.click_and_wait_for_load(app.tab("body"))
    assert app.path == "/body"
    assert app.current_tab() == "body"
    today = day_of(app)
    assert app.find("#day-relative").text == "Today"
    assert app.find("#next-day").get_attribute("aria-disabled") == "true", "no moving past today"
    assert pressed(app) == set() and taken(app) == set(), "a new day starts all off"

    # Two tags, two supplements and a note, each saved as it is done.
    tap_in_place(app, chip(app, "slept well"), "aria-pressed", "true")
    tap_in_place(app, chip(app, "sore"), "aria-pressed", "true")
    tap_in_place(app, check(app, "Creatine monohydrate"), "aria-checked", "true")
    tap_in_place(app, check(app, "Zinc"), "aria-checked", "true")
    assert app.find('.supplement-group[data-stack="morning"] [data-count]').text == "1 of 4"
    note = app.find("#note")
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", note)
    note.send_keys("Heavy legs from squats")
    app.wait().until(lambda d: app.find("#note-status").text == "Saved")
    wait_saved(app)

    app.driver.refresh()
    app.wait_ready()
    assert pressed(app) == {"slept well", "sore"}
    assert taken(app) == {"Creatine monohydrate", "Zinc"}
    assert app.find("#note").get_attribute("value") == "Heavy legs from squats"

    # The day before: everything off; one tag there.
    app.click_and_wait_for_load(app.find("#previous-day"))
    yesterday = day_of(app)
    assert app.query["date"] == [yesterday] and yesterday < today
    assert app.find("#day-relative").text == "Yesterday"
    assert pressed(app) == set() and taken(app) == set()
    assert app.find("#note").get_attribute("value") == ""
    tap_in_place(app, chip(app, "alcohol"), "aria-pressed", "true")
    wait_saved(app)

    # Back to today: today's own state.
    app.click_and_wait_for_load(app.find("#next-day"))
    assert day_of(app) == today
    assert pressed(app) == {"slept well", "sore"}
    assert taken(app) == {"Creatine monohydrate", "Zinc"}

    # The arrow keys move a day too, and the day before kept its tag.
    with app.expect_navigation("pressing the left arrow"):
        app.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    assert day_of(app) == yesterday and pressed(app) == {"alcohol"}
    with app.expect_navigation("pressing the right arrow"):
        app.driver.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    assert day_of(app) == today

    # A sideways swipe moves a day: a finger moving right goes to the day before, moving left to the day after.
    swipe(app, 80, 320)
    assert day_of(app) == yesterday
    swipe(app, 320, 80)
    assert day_of(app) == today

    # The date input jumps to any earlier day (set by script, as the native picker would); days after today are refused.
    earlier = (date.fromisoformat(today) - timedelta(days=10)).isoformat()
    with app.expect_navigation("picking a day"):
        app.driver.execute_script(
            "const input = document.getElementById('day-input'); input.value = arguments[0];"
            "input.dispatchEvent(new Event('change'));", earlier)
    assert app.query["date"] == [earlier]
    assert pressed(app) == set() and taken(app) == set()
    assert app.find("#day-relative").text == "10 days ago"
    app.click_and_wait_for_load(app.find("#today-button"))
    assert day_of(app) == today and pressed(app) == {"slept well", "sore"}


def test_failed_tap_reverts_with_a_message(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/body")
    sore = chip(app, "sore")
    # A form whose token no longer matches is refused by the server; the chip goes back and says why.
    app.driver.execute_script("arguments[0].form.querySelector('input[name=_csrf]').value = 'stale';", sore)
    app.click(sore)
    app.wait().until(lambda d: app.find("#day-status").is_displayed())
    assert "Not saved (sore)" in app.find("#day-status").text
    assert sore.get_attribute("aria-pressed") == "false"
    app.driver.refresh()
    app.wait_ready()
    assert pressed(app) == set()


def test_custom_tag_and_retired_supplement(app):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/body")

    # Add a tag and rename it; it shows on the day page under its new name.
    app.click_and_wait_for_load(app.find("#edit-tags"))
    assert app.path == "/body/journal/tags"
    app.fill("form#add-tag-form", {"name": "Deload week"})
    app.submit("form#add-tag-form button[type=submit]")
    row = app.find('#visible-tags li[data-name="Deload week"]')
    app.click(row.find_element(By.CSS_SELECTOR, "summary"))
    field = row.find_element(By.CSS_SELECTOR, 'form.rename-form input[name="name"]')
    field.clear()
    field.send_keys("Deload")
    app.click_and_wait_for_load(row.find_element(By.CSS_SELECTOR, "form.rename-form button[type=submit]"))
    assert 'Renamed to "Deload".' in app.body_text()
    app.click_and_wait_for_load(app.find("a.back"))
    tap_in_place(app, chip(app, "Deload"), "aria-pressed", "true")
    wait_saved(app)

    # Retire a supplement: it leaves the day's checklist.
    assert "Fish oil" in {b.get_attribute("data-name") for b in app.find_all("#supplements button.check-row")}
    app.click_and_wait_for_load(app.find("#edit-supplements"))
    row = app.find('#stack-morning li[data-name="Fish oil"]')
    app.click(row.find_element(By.CSS_SELECTOR, "summary"))
    app.click_and_wait_for_load(row.find_element(By.CSS_SELECTOR, "form.retire-form button[type=submit]"))
    assert "Fish oil retired" in app.body_text()
    assert app.exists('#retired-supplements li[data-name="Fish oil"]')
    app.click_and_wait_for_load(app.find("a.back"))
    names = {b.get_attribute("data-name") for b in app.find_all("#supplements button.check-row")}
    assert "Fish oil" not in names and "Creatine monohydrate" in names
    assert app.find('.supplement-group[data-stack="morning"] [data-count]').text == "0 of 3"
    width = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"the day page is {width}px wide at phone size"
