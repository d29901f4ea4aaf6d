"""A signed-in browser stays signed in across a hard server restart (sessions live in SQLite)."""

OWNER = "lifter"
PASSWORD = "correct horse battery"


def test_session_survives_restart(app, server):
    app.setup_owner(OWNER, PASSWORD)
    app.get("/library")
    app.wait_for_path("/library")
    before = len(app.rows())
    assert before > 0

    server.restart()  # SIGKILL, then start again on the same port and data directory

    app.driver.refresh()
    app.wait_ready()
    assert app.path == "/library", f"after a restart the session must still be valid; on {app.driver.current_url}"
    assert app.current_tab() == "library"
    assert len(app.rows()) == before, "the library is unchanged after a restart"

    app.get("/")
    app.wait_for_path("/")
    assert OWNER in app.h1().lower()
