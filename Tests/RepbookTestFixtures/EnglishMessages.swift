import Foundation
import RepbookCore

/// The English catalog the server ships, read from the source tree: for tests that check an error's English words.
public enum EnglishMessages {
    /// English, every key of `en.po`.
    public static let localizer = Localizer(language: Localization.sourceLanguage, entries: entries)

    /// The entries of `en.po`, found from this file's place in the repository.
    private static let entries: [String: [String]] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RepbookServer/Resources/locales/en.po")
        return (try? POCatalog.parse(String(contentsOf: file, encoding: .utf8)).entries) ?? [:]
    }()

    /// English as the bound language of a request, for code that writes `DomainError.message` (page models, reports).
    public static let language: RequestLanguage = {
        let catalog = POCatalog(header: [:], entries: entries)
        // The catalog always holds English, so the localization is made.
        let localization = (try? Localization(catalogs: [Localization.sourceLanguage: catalog]))!
        return RequestLanguage(localization: localization, acceptLanguage: nil)
    }()

    /// `text` in English.
    public static func text(_ text: LocalizedText) -> String { localizer.text(text) }

    /// The `error.*` key whose English is `english`, its slots read back from it as text (the entry with the most words of its own when
    /// several match); `english` itself as a verbatim text when no entry does. For tests that keep the English words.
    public static func keyed(_ english: String) -> LocalizedText {
        var best: (text: LocalizedText, literal: Int)?
        for (key, forms) in entries where key.hasPrefix("error.") {
            guard let template = forms.first, let values = slots(of: english, in: template) else { continue }
            // Sentences made of slots (`{{label}}: {{problem}}.`) would match too much: at least ten letters of their own.
            let literal = template.replacing(#/\{\{[^}]*\}\}/#, with: "").filter(\.isLetter).count
            if literal >= 10, literal > best?.literal ?? -1 { best = (LocalizedText(key, values), literal) }
        }
        return best?.text ?? .verbatim(english)
    }

    /// The slot values that make `template` read `english`, nil when it cannot.
    private static func slots(of english: String, in template: String) -> [String: LocalizedText.Slot]? {
        var pattern = "^"
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open.lowerBound])) + "(.*?)"
            names.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        pattern += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
              let match = regex.firstMatch(in: english, range: NSRange(english.startIndex..., in: english))
        else { return nil }
        var values: [String: LocalizedText.Slot] = [:]
        for (index, name) in names.enumerated() {
            guard let range = Range(match.range(at: index + 1), in: english) else { return nil }
            values[name] = .text(String(english[range]))
        }
        return values
    }

    /// `error`'s sentence in English.
    public static func message(_ error: DomainError) -> String { localizer.text(error.text) }
}

extension DomainError {
    /// The sentence in English, as the CLI and an English page write it.
    public var english: String { EnglishMessages.message(self) }
}
