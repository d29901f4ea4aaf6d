import Foundation

/// The rules for a day's note: line breaks kept, surrounding blank space dropped, at most 2,000 characters.
public enum JournalNote {
    /// The longest note accepted.
    public static let maximumLength = 2000

    /// The note as it will be stored; an empty result means "no note". A note too long is refused, naming the field.
    public static func validated(_ raw: String, field: String = "note") throws(DomainError) -> String {
        let note = raw.replacingOccurrences(of: "\r\n", with: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        try UserText.check(
            note, maximum: maximumLength, multiline: true, field: field,
            tooLong:
                LocalizedText("error.note_at_most_characters_it_has", ["maximumLength": "\(maximumLength)", "length": "\(UserText.length(note))"]))
        return note
    }
}
