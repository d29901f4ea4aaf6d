import Foundation
import Testing

/// A page opened while signed out is where the sign-in lands; nothing but a local path is ever followed.
@Suite("Returning after sign-in")
struct SignInReturnTests {
    @Test("A page opened signed out comes back after the sign-in, with its query and the fragment the page's script adds")
    func returnsToThePage() async throws {
        try await TestServer.run { server in
            try await server.client().setUpOwner(username: "ana")
            let browser = server.client()
            let opened = try await browser.get("/plans/import?x=1")
            #expect(opened.location == "/signin?next=/plans/import%3Fx%3D1")
            let page = try await browser.get(try #require(opened.location))
            #expect(page.body.contains(#"name="next" id="signin-next" value="/plans/import?x=1""#))
            // signin.js appends the fragment, which a browser keeps through the redirect but never sends.
            let signedIn = try await browser.post("/signin", form: [
                "_csrf": try #require(page.csrfToken), "username": "ana", "password": "correct horse", "next": "/plans/import#plan=eyJhIjoxfQ",
            ])
            #expect(signedIn.location == "/plans/import#plan=eyJhIjoxfQ")
            #expect(try await browser.get("/plans/import").status == 200)
        }
    }

    @Test("Another site, a scheme-relative or a backslash path is never followed", arguments: [
        "https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)", "/ok\u{0}", "",
    ])
    func refusesForeignTargets(next: String) async throws {
        try await TestServer.run { server in
            try await server.client().setUpOwner(username: "ana")
            let browser = server.client()
            let page = try await browser.get("/signin")
            let signedIn = try await browser.post("/signin", form: [
                "_csrf": try #require(page.csrfToken), "username": "ana", "password": "correct horse", "next": next,
            ])
            #expect(signedIn.location == "/")
        }
    }
}
