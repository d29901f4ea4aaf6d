import Foundation
import RepbookServer
import Testing

@Suite("Progress photo pages")
struct PhotoPageTests {
    /// Uploads through the page's route as its script does: the file as the body, the token in a header.
    func upload(_ data: Data, query: String, client: TestClient, csrf: String?) async throws -> TestClient.Reply {
        var headers = ["Content-Type": "image/jpeg", "X-Requested-With": "fetch"]
        headers["X-CSRF-Token"] = csrf
        return try await client.send("POST", "/body/photos/upload?\(query)", body: data, headers: headers)
    }

    func csrf(_ client: TestClient) async throws -> String {
        let page = try await client.get("/body/photos")
        let range = try #require(page.body.range(of: "name=\"csrf-token\" content=\""))
        let rest = page.body[range.upperBound...]
        return String(rest[..<rest.firstIndex(of: "\"")!])
    }

    @Test("The web upload needs the CSRF header; with it the photo shows in the gallery under its angle")
    func uploadNeedsCSRF() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await csrf(client)
            #expect(try await upload(PhotoSamples.jpeg, query: "angle=side", client: client, csrf: nil).status == 403)
            #expect(try await upload(PhotoSamples.jpeg, query: "angle=side", client: client, csrf: "forged").status == 403)
            #expect(storedPhotoFiles(in: server.dataDirectory).isEmpty)
            let anonymous = server.client()
            #expect(
                try await anonymous.send("POST", "/body/photos/upload?angle=side", body: PhotoSamples.jpeg, headers: ["X-CSRF-Token": token]).status
                    != 201)

            let created = try await upload(PhotoSamples.jpeg, query: "angle=side&date=2025-05-04", client: client, csrf: token)
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? Int)
            #expect(created.json["galleryHref"] as? String == "/body/photos?angle=side")
            let refused = try await upload(Data("<html>not a photo</html>".utf8), query: "angle=side", client: client, csrf: token)
            #expect(refused.status == 400 && refused.errorField == "file")

            let gallery = try await client.get("/body/photos?angle=side")
            #expect(gallery.status == 200)
            #expect(gallery.body.contains("Side photo of 4 May 2025 added."))
            #expect(gallery.body.contains("href=\"/body/photos/\(id)\"") && gallery.body.contains("src=\"/body/photos/\(id)/image\""))
            #expect(gallery.body.contains("loading=\"lazy\""))
            #expect(gallery.body.contains("accept=\"image/jpeg,image/png,image/heic,image/heif\""))
            #expect(gallery.body.contains("<script type=\"module\" src=\"/static/photos.js\"></script>"))
            #expect(!(try await client.get("/body/photos?angle=front")).body.contains("/body/photos/\(id)/image"))
            #expect(try await client.get("/body/photos?angle=sideways").status == 400)

            let image = try await client.binary("GET", "/body/photos/\(id)/image")
            #expect(image.status == 200 && image.data == PhotoSamples.jpeg && image.headers["content-type"] == "image/jpeg")
            #expect(try await anonymous.binary("GET", "/body/photos/\(id)/image").data != PhotoSamples.jpeg)
        }
    }

    @Test("Another user's photo is not found on the pages: page, image, edit, delete, compare")
    func isolation() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            try await owner.addUser("ben", password: "bens horse")
            let mine = try await upload(PhotoSamples.png, query: "angle=front", client: owner, csrf: try await csrf(owner))
            let id = try #require(mine.json["id"] as? Int)
            let ben = server.client()
            #expect(try await ben.signIn(username: "ben", password: "bens horse").status == 303)
            let benCSRF = try await csrf(ben)
            let bens = try await upload(PhotoSamples.jpeg, query: "angle=front", client: ben, csrf: benCSRF)
            let benID = try #require(bens.json["id"] as? Int)

            #expect(try await ben.get("/body/photos/\(id)").status == 404)
            let image = try await ben.binary("GET", "/body/photos/\(id)/image")
            #expect(image.status == 404 && image.data != PhotoSamples.png)
            #expect(try await ben.post("/body/photos/\(id)", form: ["_csrf": benCSRF, "angle": "back"]).status == 404)
            #expect(try await ben.post("/body/photos/\(id)/delete", form: ["_csrf": benCSRF]).status == 404)
            #expect(try await ben.get("/body/photos/compare?a=\(benID)&b=\(id)").status == 404)
            #expect(try await ben.get("/body/photos/compare?id=\(benID)&id=\(id)").status == 404)
            #expect(!(try await ben.get("/body/photos")).body.contains("/body/photos/\(id)/image"))
            #expect(try await owner.get("/body/photos/\(id)").status == 200)
            #expect(storedPhotoFiles(in: server.dataDirectory).count == 2)
        }
    }

    @Test("Two ticked photos open side by side, older on the left, with the days and weight between them; swap flips them")
    func compare() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await csrf(client)
            let apiToken = try await client.token(username: "lifter", password: "correct horse")
            _ = try await client.json("PUT", "/api/v1/weights/2025-01-10", body: #"{"weightKg": 84}"#, token: apiToken)
            _ = try await client.json("PUT", "/api/v1/weights/2025-03-01", body: #"{"weightKg": 81.5}"#, token: apiToken)
            let newer = try #require(
                try await upload(PhotoSamples.jpeg, query: "angle=front&date=2025-03-01", client: client, csrf: token).json["id"] as? Int)
            let older = try #require(
                try await upload(PhotoSamples.png, query: "angle=front&date=2025-01-10", client: client, csrf: token).json["id"] as? Int)

            let picked = try await client.get("/body/photos/compare?id=\(newer)&id=\(older)")
            #expect(picked.status == 303 && picked.location == "/body/photos/compare?a=\(older)&b=\(newer)")
            let page = try await client.get("/body/photos/compare?a=\(older)&b=\(newer)")
            #expect(page.status == 200)
            let left = try #require(page.body.range(of: "data-photo-id=\"\(older)\""))
            let right = try #require(page.body.range(of: "data-photo-id=\"\(newer)\""))
            #expect(left.lowerBound < right.lowerBound)
            #expect(page.body.contains("50 days later") && page.body.contains("−2.5 kg"))
            #expect(page.body.contains("84 kg") && page.body.contains("81.5 kg"))
            #expect(page.body.contains("href=\"/body/photos/compare?a=\(newer)&amp;b=\(older)\""))
            let swapped = try await client.get("/body/photos/compare?a=\(newer)&b=\(older)")
            #expect(swapped.body.contains("50 days earlier") && swapped.body.contains("+2.5 kg"))

            #expect(try await client.get("/body/photos/compare?id=\(older)").status == 400)
            #expect(try await client.get("/body/photos/compare?a=\(older)&b=\(older)").status == 400)
            let detail = try await client.get("/body/photos/\(newer)")
            #expect(detail.body.contains("Compare with 10 Jan 2025") && detail.body.contains("81.5 kg"))
        }
    }

    @Test("HEIC photos show a placeholder with the file to download, not a broken image")
    func heicPlaceholder() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let id = try #require(
                try await upload(PhotoSamples.heic, query: "angle=back", client: client, csrf: try await csrf(client)).json["id"] as? Int)
            let gallery = try await client.get("/body/photos")
            #expect(gallery.body.contains("HEIC photo") && gallery.body.contains("opens in Safari"))
            #expect(!gallery.body.contains("src=\"/body/photos/\(id)/image\""))
            let detail = try await client.get("/body/photos/\(id)")
            #expect(detail.body.contains("href=\"/body/photos/\(id)/image\" download"))
            let image = try await client.binary("GET", "/body/photos/\(id)/image")
            #expect(image.headers["content-type"] == "image/heic" && image.data == PhotoSamples.heic)
        }
    }

    @Test("Editing and deleting through the photo page's forms; deleting removes the file")
    func editAndDelete() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let id = try #require(
                try await upload(PhotoSamples.png, query: "angle=front&date=2025-02-02", client: client, csrf: try await csrf(client)).json["id"]
                    as? Int)
            let page = try await client.get("/body/photos/\(id)")
            let token = try #require(page.csrfToken)
            #expect(page.body.contains("data-confirm="))

            #expect(try await client.post("/body/photos/\(id)", form: ["angle": "side", "date": "2025-02-03", "note": "lights on"]).status == 403)
            let saved = try await client.post(
                "/body/photos/\(id)", form: ["_csrf": token, "angle": "side", "date": "2025-02-03", "note": "lights on"])
            #expect(saved.status == 303 && saved.location == "/body/photos/\(id)")
            let changed = try await client.get("/body/photos/\(id)")
            #expect(changed.body.contains("Side · Mon 3 Feb 2025") && changed.body.contains("lights on"))
            let bad = try await client.post("/body/photos/\(id)", form: ["_csrf": token, "angle": "side", "date": "2999-01-01", "note": ""])
            #expect(bad.status == 400 && bad.body.contains("Date cannot be in the future."))

            #expect(storedPhotoFiles(in: server.dataDirectory).count == 1)
            let deleted = try await client.post("/body/photos/\(id)/delete", form: ["_csrf": token])
            #expect(deleted.status == 303 && deleted.location == "/body/photos?angle=side")
            #expect(storedPhotoFiles(in: server.dataDirectory).isEmpty)
            #expect(try await client.get("/body/photos/\(id)").status == 404)
            #expect((try await client.get("/body/photos?angle=side")).body.contains("Photo deleted."))
        }
    }
}
