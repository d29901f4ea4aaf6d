import Foundation
import RepbookCore

/// An import's line with a reason (`SkippedImportRow`, `WeightFileRejection`, ...), compared in tests by its English
/// words: `file.skipped.inEnglish == [SkippedImportRow(line: 4, reason: "a rest timer row, not a set")]`.
public protocol EnglishReasoned: Equatable {
    /// The same line with its reason written out in English (a verbatim text).
    var inEnglish: Self { get }
}

extension LocalizedText {
    /// This text in English, from the catalog the server ships.
    public var englishText: String { EnglishMessages.text(self) }
}

extension Array where Element: EnglishReasoned {
    /// Every line with its reason in English.
    public var inEnglish: [Element] { map(\.inEnglish) }
}

extension SkippedImportRow: EnglishReasoned {
    /// A row with its reason given in English, for comparing with `inEnglish`.
    public init(line: Int, reason english: String) { self.init(line: line, reason: .verbatim(english)) }
    public var inEnglish: SkippedImportRow { SkippedImportRow(line: line, reason: reason.englishText) }
}

extension WeightFileRejection: EnglishReasoned {
    /// A rejection with its reason given in English, for comparing with `inEnglish`.
    public init(line: Int, reason english: String) { self.init(line: line, reason: .verbatim(english)) }
    public var inEnglish: WeightFileRejection { WeightFileRejection(line: line, reason: reason.englishText) }
}

extension SkippedWeightRow: EnglishReasoned {
    /// A skipped weight with its reason given in English, for comparing with `inEnglish`.
    public init(line: Int, date: LocalDate, reason english: String) { self.init(line: line, date: date, reason: .verbatim(english)) }
    public var inEnglish: SkippedWeightRow { SkippedWeightRow(line: line, date: date, reason: reason.englishText) }
}

extension MeasurementFile.Rejection: EnglishReasoned {
    /// A measurement line with its reason given in English, for comparing with `inEnglish`.
    public init(line: Int, reason english: String) { self.init(line: line, reason: .verbatim(english)) }
    public var inEnglish: MeasurementFile.Rejection { MeasurementFile.Rejection(line: line, reason: reason.englishText) }
}
