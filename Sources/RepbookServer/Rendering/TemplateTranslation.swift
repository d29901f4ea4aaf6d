import Foundation
import RepbookCore

/// Puts a language's strings into a template's source before it is compiled: each `[[key]]` becomes the catalog's text,
/// HTML-escaped (a key ending in `_html` holds markup, such as a link inside a sentence, and goes in as it is; the catalog
/// tests hold each translation of one to the English text's tags), so that rendering costs nothing extra. Slots in a
/// text (`Week {{week}} of {{weeks}}`) stay Mustache tags the page model fills.
enum TemplateTranslation {
    /// `source` with every `[[key]]` replaced from `localizer`; a key no catalog holds is an error naming it.
    static func translate(_ source: String, with localizer: Localizer, template: String) throws -> String {
        guard source.contains("[[") else { return source }
        var out = ""
        out.reserveCapacity(source.utf8.count)
        var rest = Substring(source)
        while let open = rest.range(of: "[[") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "]]") else { break }
            let key = String(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
            if key == ClientStrings.marker {
                out += ClientStrings.json(localizer)
                continue
            }
            guard localizer.has(key) else { throw UnknownKey(template: template, key: key) }
            out += key.hasSuffix(htmlSuffix) ? localizer.text(key) : escaped(localizer.text(key))
        }
        return out + rest
    }

    /// The ending of a key whose text is HTML.
    static let htmlSuffix = "_html"

    /// The keys a template's source uses (not the client-strings marker).
    static func keys(in source: String) -> [String] {
        var keys: [String] = []
        var rest = Substring(source)
        while let open = rest.range(of: "[["), let close = rest[open.upperBound...].range(of: "]]") {
            let key = String(rest[open.upperBound..<close.lowerBound])
            if key != ClientStrings.marker { keys.append(key) }
            rest = rest[close.upperBound...]
        }
        return keys
    }

    /// Text made safe in HTML content and quoted attributes (what Mustache's `{{ }}` escapes).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A `[[key]]` that no catalog holds.
    struct UnknownKey: Error, CustomStringConvertible {
        let template: String
        let key: String
        var description: String { "template \(template) uses [[\(key)]], which en.po lacks" }
    }
}
