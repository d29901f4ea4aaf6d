"""Progress photos at phone size, as a new user: upload two real photos of different days, find them in the gallery
under their angle, tick both to compare them side by side, swap them, and delete one."""
from datetime import datetime, timedelta, timezone
from pathlib import Path

from PIL import Image, ImageDraw
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

OWNER = "lifter"
PASSWORD = "correct horse battery"


def make_photo(path: Path, shade: tuple[int, int, int], waist: int, image_format: str) -> Path:
    """A small real image: a figure on a plain wall, 300 x 400."""
    image = Image.new("RGB", (300, 400), (226, 220, 210))
    draw = ImageDraw.Draw(image)
    draw.ellipse((125, 30, 175, 85), fill=shade)
    draw.rounded_rectangle((150 - waist, 90, 150 + waist, 270), 20, fill=shade)
    draw.rectangle((150 - waist + 5, 270, 145, 390), fill=shade)
    draw.rectangle((155, 270, 150 + waist - 5, 390), fill=shade)
    image.save(path, image_format)
    return path


def upload(app, photo: Path, angle: str, day: str) -> None:
    """Opens the upload card, chooses the file, angle and day, and waits for the gallery to come back."""
    app.get("/body/photos")
    card = app.find("details#photo-upload")
    if card.get_attribute("open") is None:
        app.click(card.find_element(By.CSS_SELECTOR, "summary"))
    form = app.find("form#photo-upload-form")
    app.wait().until(lambda d: form.is_displayed())
    form.find_element(By.CSS_SELECTOR, 'input[type="file"]').send_keys(str(photo))
    assert photo.name in app.find("[data-chosen]").text
    choice = form.find_element(By.CSS_SELECTOR, f'input[name="angle"][value="{angle}"]')
    app.click(choice.find_element(By.XPATH, ".."))
    assert choice.is_selected()
    date_field = form.find_element(By.CSS_SELECTOR, 'input[name="date"]')
    app.driver.execute_script("arguments[0].value = arguments[1];", date_field, day)
    with app.expect_navigation(f"uploading {photo.name}"):
        app.click(form.find_element(By.CSS_SELECTOR, 'button[type="submit"]'))
    assert app.path == "/body/photos" and app.query.get("angle") == [angle], app.driver.current_url
    assert "photo of" in app.find(".flash").text


def tiles(app) -> list:
    return app.find_all("#photo-grid li.photo-tile")


def test_upload_two_photos_compare_and_delete(app, tmp_path):
    today = datetime.now(timezone.utc).date()  # a new account's time zone is the browser's, UTC here
    before, after = today - timedelta(days=30), today - timedelta(days=2)
    first = make_photo(tmp_path / "before.jpg", (150, 110, 90), 60, "JPEG")
    second = make_photo(tmp_path / "after.png", (140, 105, 85), 48, "PNG")
    app.setup_owner(OWNER, PASSWORD)

    # The Body tab leads to Photos; a new user sees the upload card open and an empty gallery.
    app.click_and_wait_for_load(app.tab("body"))
    app.click_and_wait_for_load(app.find('nav.body-nav a[href^="/body/photos"]'))
    assert app.h1() == "Progress photos"
    assert app.find("details#photo-upload").get_attribute("open") is not None
    assert "No photos yet" in app.find("p.empty").text

    # A text file named .jpg is refused by content, and the page says what is accepted.
    fake = tmp_path / "notes.jpg"
    fake.write_text("squat 100 x 5\n")
    app.find('form#photo-upload-form input[type="file"]').send_keys(str(fake))
    app.click(app.find('form#photo-upload-form button[type="submit"]'))
    status = app.find("form#photo-upload-form [data-status]")
    app.wait().until(lambda d: "JPEG, PNG or HEIC" in status.text)
    assert app.path == "/body/photos" and not app.exists("#photo-grid")

    upload(app, first, "front", before.isoformat())
    upload(app, second, "front", after.isoformat())

    # Both are under Front, newest first, drawn (not broken), each with its day; none under Side.
    assert len(tiles(app)) == 2
    dates = [tile.find_element(By.CSS_SELECTOR, ".photo-date").text for tile in tiles(app)]
    assert dates == [f"{after.day} {after:%b %Y}", f"{before.day} {before:%b %Y}"], dates
    for tile in tiles(app):
        image = tile.find_element(By.CSS_SELECTOR, "img.photo-img")
        app.driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", image)
        app.wait().until(lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0;", image))
        assert "Front" in tile.find_element(By.CSS_SELECTOR, ".photo-meta").text
    app.click_and_wait_for_load(app.find('nav.photo-filters a[href*="angle=side"]'))
    assert not tiles(app) and "No side photos yet" in app.find("p.empty").text
    app.click_and_wait_for_load(app.find('nav.photo-filters a[href*="angle=front"]'))

    # Ticking one asks for another; two enable Compare.
    button = app.find("#compare-button")
    assert not button.is_enabled()
    boxes = app.find_all('#photo-grid input[name="id"]')
    app.click(boxes[0])
    assert "one more" in app.find("#compare-status").text and not button.is_enabled()
    app.click(boxes[1])
    app.wait().until(lambda d: button.is_enabled())
    app.click_and_wait_for_load(button)

    # Side by side at 390 px: two columns of about half the width each, the older on the left.
    assert app.path == "/body/photos/compare"
    sides = app.find_all(".compare-side")
    assert len(sides) == 2
    left, right = (side.rect for side in sides)
    assert abs(left["y"] - right["y"]) < 2, (left, right)
    assert left["x"] + left["width"] <= right["x"], (left, right)
    for rect in (left, right):
        assert 150 <= rect["width"] <= 195, rect
    assert f"{before.day} {before:%b %Y}" in sides[0].text and f"{after.day} {after:%b %Y}" in sides[1].text
    assert "28 days later" in app.find("#compare-summary").text
    for image in app.find_all(".compare-side img.photo-img"):
        app.wait().until(lambda d: d.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0;", image))
    width = app.driver.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390, f"the comparison is {width}px wide"
    app.click_and_wait_for_load(app.find("#compare-swap"))
    assert "28 days earlier" in app.find("#compare-summary").text

    # Delete the older photo from its page, after confirming.
    app.click_and_wait_for_load(app.find_all(".compare-side a.photo-frame")[1])
    assert app.path.startswith("/body/photos/")
    with app.expect_navigation("deleting the photo"):
        app.click(app.find("#photo-delete-form button"))
        app.wait().until(EC.alert_is_present()).accept()
    assert "Photo deleted." in app.find(".flash").text
    assert len(tiles(app)) == 1
    assert tiles(app)[0].find_element(By.CSS_SELECTOR, ".photo-date").text == f"{after.day} {after:%b %Y}"
