"""State-changing form posts need the page's CSRF token."""

import re

import pytest

OWNER = "lifter"
PASSWORD = "correct horse battery"

FORGE = """
const [token, name] = arguments;
const form = document.createElement('form');
form.method = 'POST';
form.action = '/library';
const fields = {name: name, category: 'chest', kind: 'weight_reps', equipment: 'barbell', notes: ''};
if (token !== null) fields._csrf = token;
for (const [key, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = key;
    input.value = value;
    form.appendChild(input);
}
document.body.appendChild(form);
HTMLFormElement.prototype.submit.call(form);
"""


def post_forms_without_token(app):
    return app.driver.execute_script(
        """
        return Array.from(document.querySelectorAll('form'))
            .filter(f => (f.getAttribute('method') || '').toLowerCase() === 'post')
            .filter(f => { const t = f.querySelector('input[type=hidden][name=_csrf]'); return !t || !t.value; })
            .map(f => f.outerHTML.slice(0, 160));
        """
    )


def forge(app, token, name):
    with app.expect_navigation(f"submitting the forged form for {name!r}"):
        app.driver.execute_script(FORGE, token, name)


@pytest.mark.parametrize(
    "token, name",
    [(None, "Forged Without Token"), ("forged-token-value", "Forged With Wrong Token")],
    ids=["missing-token", "wrong-token"],
)
def test_csrf(app, token, name):
    app.setup_owner(OWNER, PASSWORD)

    # Every POST form the app renders carries a non-empty hidden _csrf input.
    for path in ("/library", "/library/new", "/settings"):
        app.get(path)
        assert post_forms_without_token(app) == [], f"POST forms without _csrf on {path}"

    app.get("/library")
    forge(app, token, name)
    text = app.body_text()
    assert re.search(r"403|forbidden", text, re.I), f"a forged post must be refused with 403; page says {text[:400]!r}"

    app.get("/library")
    app.wait_for_path("/library")
    assert app.row(name) is None, f"{name!r} must not have been created"
    app.get("/library?archived=1")
    assert app.row(name) is None, f"{name!r} must not have been created (archived list)"

    # The same post with the page's real token works, so the refusal was about the token.
    app.get("/library/new")
    real = app.find('form#exercise-form input[name="_csrf"]').get_attribute("value")
    forge(app, real, "Genuine Post")
    app.get("/library")
    assert app.row("Genuine Post") is not None, "a post with the real _csrf token creates the exercise"
