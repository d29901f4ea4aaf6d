/// The templates, static files and OpenAPI document compiled into the binary by the `EmbedResources` build plugin
/// (`files` is generated from `Sources/RepbookServer/Resources`), so an installed `repbook` needs nothing beside it.
enum EmbeddedResources {
    /// The Mustache templates by name (`home` for `templates/home.mustache`).
    static var templates: [String: String] {
        var found: [String: String] = [:]
        for (path, file) in files where path.hasPrefix("templates/") && path.hasSuffix(".mustache") {
            found[String(path.dropFirst("templates/".count).dropLast(".mustache".count))] = file.text
        }
        return found
    }

    /// The source of one template, by name.
    static func template(_ name: String) throws -> String {
        guard let file = files["templates/\(name).mustache"] else { throw MissingResource(path: "templates/\(name).mustache") }
        return file.text
    }

    /// The OpenAPI document.
    static var openAPIDocument: EmbeddedFile {
        files["openapi.yaml"] ?? EmbeddedFile(text: "", modified: 0)
    }

    /// A resource the build did not embed.
    struct MissingResource: Error {
        let path: String
    }
}
