import Foundation
import RepbookServer
import Testing

@Suite("Progress photos API")
struct PhotoAPITests {
    @Test("Upload, list, read the exact bytes back with the right headers, change, delete: file and row go together")
    func roundTrip() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            _ = try await client.json("PUT", "/api/v1/weights/2025-06-01", body: #"{"weightKg": 81.5, "bodyFatPercent": 17}"#, token: token)

            // The client says PNG; the bytes are a JPEG, and the bytes win.
            let created = try await client.uploadPhoto(
                PhotoSamples.jpeg, query: "angle=front&date=2025-06-01&note=morning", token: token, contentType: "image/png")
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? Int)
            #expect(created.location == "/api/v1/photos/\(id)")
            #expect(created.json["format"] as? String == "jpeg" && created.json["mediaType"] as? String == "image/jpeg")
            #expect(created.json["width"] as? Int == 4 && created.json["height"] as? Int == 3)
            #expect(created.json["weightKg"] as? Double == 81.5 && created.json["bodyFatPercent"] as? Double == 17)
            #expect(created.json["note"] as? String == "morning" && created.json["byteSize"] as? Int == PhotoSamples.jpeg.count)
            let side = try await client.uploadPhoto(PhotoSamples.png, query: "angle=side&date=2025-06-02", token: token)
            #expect(side.status == 201 && side.json["weightKg"] is NSNull && side.json["format"] as? String == "png")

            let all = try await client.json("GET", "/api/v1/photos", token: token)
            #expect((all.json["photos"] as? [[String: Any]])?.compactMap { $0["angle"] as? String } == ["side", "front"])
            let fronts = try await client.json("GET", "/api/v1/photos?angle=front", token: token)
            #expect((fronts.json["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [id])
            #expect(try await client.json("GET", "/api/v1/photos?angle=top", token: token).errorField == "angle")

            let image = try await client.binary("GET", "/api/v1/photos/\(id)/image", headers: ["Authorization": "Bearer \(token)"])
            #expect(image.status == 200 && image.data == PhotoSamples.jpeg)
            #expect(image.headers["content-type"] == "image/jpeg")
            #expect(image.headers["cache-control"]?.hasPrefix("private, max-age=") == true)
            #expect(image.headers["x-content-type-options"] == "nosniff")
            #expect(image.headers["content-disposition"]?.hasPrefix("inline") == true)
            let etag = try #require(image.headers["etag"])
            let cached = try await client.binary(
                "GET", "/api/v1/photos/\(id)/image", headers: ["Authorization": "Bearer \(token)", "If-None-Match": etag])
            #expect(cached.status == 304 && cached.data.isEmpty)

            let files = storedPhotoFiles(in: server.dataDirectory)
            #expect(files.count == 2 && files.allSatisfy { $0.hasPrefix("1/") })
            #expect(files.contains { $0.hasSuffix(".jpg") } && files.contains { $0.hasSuffix(".png") })

            let patched = try await client.json("PATCH", "/api/v1/photos/\(id)", body: #"{"angle": "back", "note": ""}"#, token: token)
            #expect(patched.status == 200 && patched.json["angle"] as? String == "back" && patched.json["note"] is NSNull)
            #expect(patched.json["weightKg"] as? Double == 81.5)
            let future = try await client.json("PATCH", "/api/v1/photos/\(id)", body: #"{"date": "2999-01-01"}"#, token: token)
            #expect(future.status == 400 && future.errorField == "date")

            #expect(try await client.json("DELETE", "/api/v1/photos/\(id)", token: token).status == 204)
            #expect(try await client.json("GET", "/api/v1/photos/\(id)", token: token).status == 404)
            #expect(storedPhotoFiles(in: server.dataDirectory).count == 1)
            #expect(try await client.binary("GET", "/api/v1/photos/\(id)/image", headers: ["Authorization": "Bearer \(token)"]).status == 404)
        }
    }

    @Test("Another user's photo answers 404 on every route, and no bytes")
    func isolation() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            try await owner.addUser("ben", password: "bens horse")
            let ownerToken = try await owner.token(username: "lifter", password: "correct horse")
            let benToken = try await owner.token(username: "ben", password: "bens horse")
            let mine = try await owner.uploadPhoto(PhotoSamples.png, query: "angle=front", token: ownerToken)
            let id = try #require(mine.json["id"] as? Int)
            let bens = try await owner.uploadPhoto(PhotoSamples.png, query: "angle=front", token: benToken)
            let benID = try #require(bens.json["id"] as? Int)

            for (method, path, body) in [
                ("GET", "/api/v1/photos/\(id)", nil), ("PATCH", "/api/v1/photos/\(id)", #"{"note": "mine"}"#),
                ("DELETE", "/api/v1/photos/\(id)", nil), ("GET", "/api/v1/photos/compare?a=\(benID)&b=\(id)", nil),
            ] as [(String, String, String?)] {
                let reply = try await owner.json(method, path, body: body, token: benToken)
                #expect(reply.status == 404 && reply.errorCode == "not_found", "\(method) \(path)")
            }
            let image = try await owner.binary("GET", "/api/v1/photos/\(id)/image", headers: ["Authorization": "Bearer \(benToken)"])
            #expect(image.status == 404 && image.data != PhotoSamples.png)
            let list = try await owner.json("GET", "/api/v1/photos", token: benToken)
            #expect((list.json["photos"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [benID])
            // Still there for its owner, comparable with their own.
            #expect(try await owner.json("GET", "/api/v1/photos/\(id)", token: ownerToken).status == 200)
            let other = try await owner.uploadPhoto(PhotoSamples.jpeg, query: "angle=front", token: ownerToken)
            let compared = try await owner.json(
                "GET", "/api/v1/photos/compare?a=\(id)&b=\(try #require(other.json["id"] as? Int))", token: ownerToken)
            #expect(compared.status == 200 && compared.json["daysBetween"] as? Int == 0)
            #expect(try await owner.json("GET", "/api/v1/photos", token: nil).status == 401)
        }
    }

    @Test("A body over the configured limit is refused with 413, declared or streamed, and nothing is kept")
    func limit() async throws {
        // Live: the streamed upload (no declared length) needs a real connection.
        try await TestServer.run(.live, configure: { $0.photoByteLimit = 1024 }) { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let big = PhotoSamples.jpeg + Data(repeating: 0x55, count: 2048)

            let declared = try await client.uploadPhoto(big, query: "angle=front", token: token)
            #expect(declared.status == 413)
            #expect(((declared.json["error"] as? [String: Any])?["message"] as? String)?.contains("1 KB") == true)
            let streamed = try await client.binary(
                "POST", "/api/v1/photos?angle=front", body: big, headers: ["Authorization": "Bearer \(token)", "Content-Type": "image/jpeg"],
                stream: true)
            #expect(streamed.status == 413)
            #expect(try await client.uploadPhoto(PhotoSamples.jpeg, query: "angle=front", token: token).status == 201)
            #expect(try await client.json("GET", "/api/v1/photos", token: token).json["photos"].map { ($0 as? [Any])?.count } == 1)
            #expect(storedPhotoFiles(in: server.dataDirectory).count == 1)
        }
    }

    @Test("Bad uploads are 400 naming the field and change nothing: not an image (the formats named), no angle, a future day")
    func badUploads() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let text = try await client.uploadPhoto(Data("name,weight\nana,80\n".utf8), query: "angle=front", token: token)
            #expect(text.status == 400 && text.errorField == "file")
            let message = try #require((text.json["error"] as? [String: Any])?["message"] as? String)
            #expect(message.contains("JPEG") && message.contains("PNG") && message.contains("HEIC"))
            #expect(try await client.uploadPhoto(Data(), query: "angle=front", token: token).errorField == "file")
            #expect(try await client.uploadPhoto(PhotoSamples.png, query: "date=2025-01-01", token: token).errorField == "angle")
            #expect(try await client.uploadPhoto(PhotoSamples.png, query: "angle=front&date=2999-01-01", token: token).errorField == "date")
            #expect(try await client.uploadPhoto(PhotoSamples.png, query: "angle=front&date=yesterday", token: token).errorField == "date")
            #expect(try await client.json("GET", "/api/v1/photos/compare?a=1", token: token).errorField == "b")
            #expect(storedPhotoFiles(in: server.dataDirectory).isEmpty)
            #expect((try await client.json("GET", "/api/v1/photos", token: token).json["photos"] as? [Any])?.isEmpty == true)
            let heic = try await client.uploadPhoto(PhotoSamples.heic, query: "angle=back", token: token, contentType: "application/octet-stream")
            #expect(heic.status == 201 && heic.json["mediaType"] as? String == "image/heic" && heic.json["width"] is NSNull)
        }
    }
}
