"""Setup creates the owner once; afterwards /setup is gone."""

import re

OWNER = "lifter"
PASSWORD = "correct horse battery"


def test_setup_is_one_time(app):
    app.setup_owner(OWNER, PASSWORD)

    app.get("/setup")
    assert not app.exists("form#setup-form"), "the setup form must not be offered again"
    heading = " ".join(h.text for h in app.find_all("h1"))
    assert re.search(r"404|not found", heading + " " + app.body_text(), re.I), (
        f"/setup after setup should be a 404 page; page says {app.body_text()[:300]!r}"
    )

    # Signed out, too: /setup stays gone and / asks to sign in rather than set up.
    app.driver.delete_all_cookies()
    app.get("/setup")
    assert not app.exists("form#setup-form")
    assert re.search(r"404|not found", app.body_text(), re.I)
    app.get("/")
    app.wait_for_path("/signin")
