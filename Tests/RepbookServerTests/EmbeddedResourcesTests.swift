import Foundation
import Testing

@testable import RepbookServer

/// The build plugin compiled every resource file into the binary, byte for byte, and nothing else.
@Suite("Embedded resources")
struct EmbeddedResourcesTests {
    /// `Sources/RepbookServer/Resources`, found from this file's place in the repository.
    private var resources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RepbookServer/Resources")
    }

    @Test("Every file under Resources is embedded with the same bytes, under its relative path")
    func sameFiles() throws {
        let root = resources.standardizedFileURL.path + "/"
        var onDisk: [String: [UInt8]] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: resources, includingPropertiesForKeys: [.isRegularFileKey]))
        for case let url as URL in enumerator where (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            onDisk[String(url.standardizedFileURL.path.dropFirst(root.count))] = Array(try Data(contentsOf: url))
        }
        #expect(onDisk.count > 50)
        #expect(Set(EmbeddedResources.files.keys) == Set(onDisk.keys))
        for (path, bytes) in onDisk {
            #expect(EmbeddedResources.files[path]?.bytes == bytes, "\(path)")
        }
    }

    @Test("Templates are found by name; the static files are served from memory by their URL path")
    func lookups() async throws {
        #expect(EmbeddedResources.templates["layout"]?.contains("<html") == true)
        #expect(throws: EmbeddedResources.MissingResource.self) { try EmbeddedResources.template("no-such-template") }
        #expect(EmbeddedResources.openAPIDocument.text.hasPrefix("openapi: 3"))
        let provider = EmbeddedFileProvider()
        #expect(provider.getFileIdentifier("/app.css") == "/app.css")
        #expect(provider.getFileIdentifier("/../Package.swift") == nil)
        #expect(provider.getFileIdentifier("/templates/layout.mustache") == nil)
        let attributes = try #require(try await provider.getAttributes(id: "/app.css"))
        #expect(attributes.size == EmbeddedResources.files["static/app.css"]?.bytes.count)
        #expect(!attributes.isFolder)
    }

    @Test("A binary file is carried as base64 and decoded to its bytes")
    func binaryFile() {
        #expect(EmbeddedFile(base64: "AAEC/w==", modified: 7).bytes == [0, 1, 2, 255])
        #expect(EmbeddedFile(text: "é", modified: 7).bytes == [0xC3, 0xA9])
    }
}
