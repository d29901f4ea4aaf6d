"""The OpenAPI document is valid OpenAPI 3 and describes every route outside clients rely on."""
from pathlib import Path

import yaml
from openapi_spec_validator import validate

SPEC = Path(__file__).resolve().parents[2] / "Sources/RepbookServer/Resources/openapi.yaml"

RELIED_ON = {
    "/healthz": {"get"},
    "/api/v1/auth/token": {"post"},
    "/api/v1/exercises": {"get", "post"},
    "/api/v1/exercises/{id}": {"get", "patch", "delete"},
    "/api/v1/exercises/{id}/log": {"get", "post"},
    "/api/v1/workouts": {"get", "post"},
    "/api/v1/workouts/active": {"get"},
    "/api/v1/workouts/{id}": {"get", "delete"},
    "/api/v1/workouts/{id}/exercises": {"post"},
    "/api/v1/workouts/{id}/exercises/{workoutExerciseId}/sets": {"post"},
    "/api/v1/workouts/{id}/sets/{setId}": {"patch", "delete"},
    "/api/v1/workouts/{id}/finish": {"post"},
    "/api/v1/templates": {"get", "post"},
    "/api/v1/templates/{id}/duplicate": {"post"},
    "/api/v1/splits": {"get", "post"},
    "/api/v1/splits/today": {"get"},
    "/api/v1/templates/{id}/share": {"get"},
    "/api/v1/splits/{id}/share": {"get"},
    "/api/v1/plans/import": {"post"},
    "/api/v1/calendar": {"get"},
    "/api/v1/exercises/{id}/stats": {"get"},
    "/api/v1/streaks": {"get"},
    "/api/v1/weights": {"get"},
    "/api/v1/weights/{date}": {"put"},
    "/api/v1/weights/import": {"post"},
    "/api/v1/weights/export.csv": {"get"},
    "/api/v1/export.json": {"get"},
    "/api/v1/import/archive": {"post"},
    "/api/v1/import/workouts": {"post"},
    "/api/v1/export/workouts.csv": {"get"},
    "/api/v1/backup": {"post"},
    "/api/v1/photos": {"get", "post"},
    "/api/v1/photos/{id}": {"get", "patch", "delete"},
    "/api/v1/photos/{id}/image": {"get"},
    "/api/v1/journal/{date}": {"get", "put"},
}


def test_document_is_valid_openapi_3():
    document = yaml.safe_load(SPEC.read_text())
    validate(document)
    assert document["openapi"].startswith("3.")


def test_relied_on_routes_are_documented():
    paths = yaml.safe_load(SPEC.read_text())["paths"]
    for path, methods in RELIED_ON.items():
        assert path in paths, path
        assert methods <= set(paths[path]), (path, methods - set(paths[path]))
