import Foundation
import Testing

@Suite("Photos that start like images and are not")
struct MalformedImageTests {
    @Test("An upload or an archived photo whose header declares no size is 400 naming the field; real images pass")
    func headersWithoutSize() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0x41, count: 64)
            let jpegWithoutFrame = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xDA, 0x00, 0x02]) + Data(repeating: 0, count: 32)
            for bytes in [pngSignature, jpegWithoutFrame] {
                let refused = try await client.uploadPhoto(bytes, query: "angle=front&date=2025-06-01", token: token)
                #expect(refused.status == 400 && refused.errorField == "file" && refused.body.contains("does not declare a size"))
            }
            #expect(
                try await client.uploadPhoto(PhotoSamples.png, query: "angle=front&date=2025-06-01", token: token, contentType: "image/png").status
                    == 201)
            #expect(try await client.uploadPhoto(PhotoSamples.jpeg, query: "angle=side&date=2025-06-01", token: token).status == 201)

            let export = try await client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(token)"])
            let body = String(decoding: export.data, as: UTF8.self)
            let broken = body.replacingOccurrences(of: PhotoSamples.png.base64EncodedString(), with: pngSignature.base64EncodedString())
            #expect(broken != body)
            try await client.addUser("bea", password: "another long passphrase")
            let bea = try await client.token(username: "bea", password: "another long passphrase")
            let refused = try await client.json("POST", "/api/v1/import/archive", body: broken, token: bea)
            #expect(refused.status == 400 && refused.errorField?.hasSuffix(".image") == true)
        }
    }
}
