"""Accounts at phone size: the password and sessions page, and the owner's page for a member."""

from conftest import App, make_driver
from page_checks import shot

ANA = ("ana", "correct horse battery")
BEN = ("ben", "bens horse battery")


def test_change_password_signs_out_the_other_browser(app, server):
    app.setup_owner(*ANA)
    phone = App(server, make_driver())
    try:
        phone.sign_in(*ANA)
        phone.wait_for_path("/")
        app.get("/settings")
        app.click_and_wait_for_load(app.find("#account-security-link"))
        assert app.h1() == "Password and sessions"
        assert len(app.find_all("#sessions li")) == 2
        assert "(this browser)" in app.body_text()
        shot(app, "account-security")
        app.fill("form#password-form", {"current_password": ANA[1], "new_password": "a brand new phrase",
                                        "new_password_confirm": "a brand new phrase"})
        app.click(app.find('input[name=revoke_tokens][value="no"]'))
        app.submit("#change-password")
        assert "Password changed. Signed out of 1 other browser." in app.body_text()
        assert len(app.find_all("#sessions li")) == 1
        phone.get("/library")
        phone.wait_for_path("/signin")
        for button in app.find_all("#sessions button, #change-password, #signout-everywhere"):
            assert button.size["height"] >= 44, f"{app.describe(button)} is {button.size['height']}px tall"
        width = app.driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390, f"the page scrolls sideways at phone width ({width}px)"
    finally:
        phone.driver.quit()


def test_owner_disables_and_deletes_a_member(app, server):
    app.setup_owner(*ANA)
    app.get("/settings")
    app.fill("form#account-form", {"username": BEN[0], "password": BEN[1]})
    app.submit("form#account-form button[type=submit]")
    app.click_and_wait_for_load(app.find('#accounts a'))
    assert app.h1() == "ben"
    app.submit("#disable-account")
    assert "ben is disabled and signed out." in app.body_text()
    assert app.find("#account-state").text.startswith("Disabled since")
    app.submit("#enable-account")
    app.submit("#make-reset-link")
    assert "/reset?token=" in app.find("#reset-link").text
    shot(app, "account-manage")
    app.fill("form#delete-form", {"confirm_username": "ben"})
    app.submit("#delete-account")
    app.wait_for_path("/settings")
    assert "ben and their data are deleted." in app.body_text()
    assert [a.text for a in app.find_all("#accounts a")] == []
