import Foundation
import Testing

/// Static assets are cached by browsers for a while and then revalidated by ETag, which answers 304 while unchanged.
@Suite("Static asset caching")
struct StaticCachingTests {
    @Test("Every kind of static file carries Cache-Control and an ETag")
    func cacheHeaders() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            for path in ["/static/app.css", "/static/app.js", "/static/icons/icon.svg", "/static/manifest.webmanifest"] {
                let asset = try await browser.get(path)
                #expect(asset.status == 200, "\(path)")
                #expect(asset.headers["cache-control"] == "public, max-age=3600, must-revalidate", "\(path)")
                #expect(asset.headers["etag"]?.isEmpty == false, "\(path)")
            }
        }
    }

    @Test("A matching If-None-Match gets 304 without a body; another ETag gets the file")
    func revalidation() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            let first = try await browser.get("/static/app.js")
            let etag = try #require(first.headers["etag"])
            let again = try await browser.get("/static/app.js", headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.headers["cache-control"] == "public, max-age=3600, must-revalidate")
            let changed = try await browser.get("/static/app.js", headers: ["If-None-Match": "\"not-the-etag\""])
            #expect(changed.status == 200)
            #expect(changed.body == first.body)
        }
    }

    @Test("Pages are not given the assets' cache policy")
    func pagesAreNotCached() async throws {
        try await TestServer.run { server in
            let signIn = try await server.client().get("/signin")
            #expect(signIn.headers["cache-control"]?.contains("max-age=3600") != true)
        }
    }
}
