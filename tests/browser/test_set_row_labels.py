"""A set row shows what was chosen at once: the kind's mark (working sets renumbered) and the RPE tag, before any
reload; the choice is saved, so a reload shows the same."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

OWNER = "lifter"
PASSWORD = "correct horse battery"


def labels(app) -> list[str]:
    return [e.text for e in app.find_all("#workout .set-row .set-label")]


def test_kind_and_rpe_show_at_once(app):
    app.setup_owner(OWNER, PASSWORD)
    app.submit("#start-empty")
    app.wait_for_path("/workout")
    app.submit("#add-exercise")
    app.click_and_wait_for_load(app.find('[data-add-exercise="Back Squat"]'))
    app.add_set()
    app.add_set()
    assert labels(app) == ["1", "2", "3"]
    app.driver.execute_script("document.__labels = 'same';")

    rows = app.find_all("#workout .set-row")
    Select(rows[0].find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value("warmup")
    app.wait(3).until(lambda d: labels(app) == ["W", "1", "2"])
    assert "warmup" in rows[0].get_attribute("class")
    Select(rows[2].find_element(By.CSS_SELECTOR, 'select[name="kind"]')).select_by_value("drop")
    app.wait(3).until(lambda d: labels(app) == ["W", "1", "2D"])

    app.click(rows[1].find_element(By.CSS_SELECTOR, ".set-more > summary"))
    app.click(rows[1].find_element(By.CSS_SELECTOR, 'input[name="rpe"][value="8.5"]').find_element(By.XPATH, ".."))
    app.wait(3).until(lambda d: rows[1].find_element(By.CSS_SELECTOR, ".rpe-tag").text == "@8.5")
    assert app.driver.execute_script("return document.__labels;") == "same", "no reload was needed"

    app.wait(10).until(lambda d: "Saved" in d.find_element(By.ID, "save-status").text)
    app.get("/workout")
    assert labels(app) == ["W", "1", "2D"]
    assert app.find_all("#workout .set-row")[1].find_element(By.CSS_SELECTOR, ".rpe-tag").get_attribute("textContent") == "@8.5"
