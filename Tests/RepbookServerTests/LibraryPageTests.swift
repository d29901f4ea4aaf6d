import Foundation
import Testing

@Suite("Library pages")
struct LibraryPageTests {
    @Test("The library, its search, the forms, settings and the tabs render")
    func pagesRender() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let library = try await browser.get("/library?q=bench")
            #expect(library.status == 200)
            #expect(library.body.contains("data-name=\"Incline Bench Press\""))
            #expect(!library.body.contains("data-name=\"Back Squat\""))
            #expect(library.body.contains("aria-current=\"page\""))
            let legs = try await browser.get("/library?category=legs")
            #expect(legs.body.contains("data-name=\"Back Squat\"") && !legs.body.contains("data-name=\"Deadlift\""))
            for path in ["/", "/library/new", "/settings", "/history", "/analytics", "/body"] {
                let page = try await browser.get(path)
                #expect(page.status == 200, "\(path)")
                #expect(page.body.contains("class=\"tabbar\""), "\(path)")
            }
            #expect(try await browser.get("/static/app.css").status == 200)
            #expect(try await browser.get("/api/openapi.yaml").body.contains("openapi: 3"))
        }
    }

    @Test("Create, duplicate, favourite, archive and delete through the forms")
    func exerciseLifecycle() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/library/new").csrfToken)
            let created = try await browser.post(
                "/library", form: ["_csrf": csrf, "name": "Zercher Squat", "category": "legs", "kind": "weight_reps", "equipment": "barbell"])
            #expect(created.status == 303)
            let duplicate = try await browser.post(
                "/library", form: ["_csrf": csrf, "name": "zercher  squat", "category": "legs", "kind": "weight_reps"])
            #expect(duplicate.status == 409)
            #expect(duplicate.body.contains("already exists"))
            #expect(duplicate.body.contains("class=\"field-error\""))

            let list = try await browser.get("/library?q=zercher")
            let id = try #require(list.body.firstMatch(of: /data-exercise-id="(\d+)" data-name="Zercher Squat"/)?.1)
            _ = try await browser.post("/library/\(id)/favorite", form: ["_csrf": csrf, "value": "1", "return_to": "/library"])
            let afterFavorite = try await browser.get("/library")
            let firstRow = try #require(afterFavorite.body.firstMatch(of: /data-name="([^"]+)" data-favorite="(true|false)"/))
            #expect(firstRow.1 == "Zercher Squat" && firstRow.2 == "true")

            let unsafe = try await browser.post("/library/\(id)/archive", form: ["_csrf": csrf, "value": "1", "return_to": "//evil.example"])
            #expect(unsafe.location == "/library")
            #expect(!(try await browser.get("/library").body.contains("data-name=\"Zercher Squat\"")))
            #expect(
                try await browser.get("/library?archived=1").body.contains(
                    "data-name=\"Zercher Squat\" data-favorite=\"true\" data-archived=\"true\""))

            let deleted = try await browser.post("/library/\(id)/delete", form: ["_csrf": csrf])
            #expect(deleted.status == 303)
            #expect(try await browser.get("/library/\(id)").status == 404)
        }
    }

    @Test("Another user's exercise page answers 404 like a missing one")
    func isolation() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let settings = try await owner.get("/settings")
            let created = try await owner.post(
                "/settings/users", form: ["_csrf": try #require(settings.csrfToken), "username": "ben", "password": "bens horse"])
            #expect(created.status == 303)
            let ownersPage = try await owner.get("/library?q=deadlift")
            let id = try #require(ownersPage.body.firstMatch(of: /data-exercise-id="(\d+)" data-name="Deadlift"/)?.1)

            let ben = server.client()
            #expect(try await ben.signIn(username: "ben", password: "bens horse").status == 303)
            #expect(try await ben.get("/library/\(id)").status == 404)
            #expect(try await ben.get("/library/999999").status == 404)
            let benCSRF = try #require(try await ben.get("/settings").csrfToken)
            #expect(try await ben.post("/library/\(id)/delete", form: ["_csrf": benCSRF]).status == 404)
            #expect(try await owner.get("/library/\(id)").status == 200)
            #expect(try await ben.post("/settings/users", form: ["_csrf": benCSRF, "username": "eve", "password": "eves horse"]).status == 403)
        }
    }

    @Test("Settings are saved and the theme reaches the page")
    func settings() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/settings").csrfToken)
            let saved = try await browser.post(
                "/settings",
                form: ["_csrf": csrf, "weight_unit": "lb", "appearance": "dark", "time_zone": "America/Chicago", "default_rest_seconds": "90"])
            #expect(saved.status == 303)
            let page = try await browser.get("/settings")
            #expect(page.body.contains("data-theme=\"dark\""))
            #expect(page.body.contains("<option value=\"lb\" selected>"))
            let bad = try await browser.post("/settings", form: ["_csrf": csrf, "time_zone": "Mars/Base"])
            #expect(bad.status == 400)
            #expect(bad.body.contains("Unknown time zone"))
        }
    }
}
