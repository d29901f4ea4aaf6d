import RepbookCore

/// The language the CLI writes errors in: English, from the catalogs the server embeds.
public enum CommandLineLanguage {
    /// English from the embedded catalogs; nil when they cannot be read (errors then show their keys).
    public static var english: RequestLanguage? {
        (try? Catalogs.loaded.get()).map { RequestLanguage(localization: $0, acceptLanguage: nil) }
    }
}

extension DomainError {
    /// The sentence in English, as the CLI prints it (the key when the catalogs cannot be read).
    public var englishMessage: String { text.english }
}

extension LocalizedText {
    /// The text in English, as the CLI prints it (the key when the catalogs cannot be read).
    public var english: String {
        (try? Catalogs.loaded.get()).map { $0.localizer(Localization.sourceLanguage).text(self) } ?? key
    }
}
