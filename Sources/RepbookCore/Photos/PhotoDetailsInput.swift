import Foundation

/// A photo's angle, day and note as sent by a form or the API, validated into `PhotoDetails`.
public struct PhotoDetailsInput: Sendable, Equatable {
    public var angle: String?
    public var date: String?
    public var note: String?

    public init(angle: String? = nil, date: String? = nil, note: String? = nil) {
        self.angle = angle
        self.date = date
        self.note = note
    }

    /// The longest note accepted, in characters.
    public static let maximumNoteLength = 500

    /// The details of a new photo: the angle is required, the date defaults to `today` and may not be after it.
    public func details(today: LocalDate) throws(DomainError) -> PhotoDetails {
        PhotoDetails(angle: try PhotoAngle.parse(angle), date: try day(today: today) ?? today, note: try validNote() ?? nil)
    }

    /// `photo`'s details with the fields that were sent changed; an empty note removes the note.
    public func details(changing photo: ProgressPhoto, today: LocalDate) throws(DomainError) -> PhotoDetails {
        PhotoDetails(
            angle: angle == nil ? photo.angle : try PhotoAngle.parse(angle),
            date: try day(today: today) ?? photo.date,
            note: try validNote() ?? photo.note)
    }

    /// The sent day, nil when none was sent.
    private func day(today: LocalDate) throws(DomainError) -> LocalDate? {
        let text = date?.trimmingCharacters(in: .whitespaces) ?? ""
        guard !text.isEmpty else { return nil }
        guard let day = LocalDate(text) else { throw .invalid(field: "date", message: LocalizedText("error.date_real_day_written_yyyy_mm")) }
        guard day <= today else { throw .invalid(field: "date", message: LocalizedText("error.date_cannot_in_future")) }
        return day
    }

    /// nil when no note was sent, `.some(nil)` for an empty one, else the trimmed note.
    private func validNote() throws(DomainError) -> String?? {
        guard let note else { return nil }
        let trimmed = note.trimmingCharacters(in: .whitespacesAndNewlines)
        try UserText.check(
            trimmed, maximum: Self.maximumNoteLength, multiline: true, field: "note",
            tooLong: LocalizedText("error.note_at_most_characters", ["maximumNoteLength": "\(Self.maximumNoteLength)"]))
        return .some(trimmed.isEmpty ? nil : trimmed)
    }
}

/// A photo's validated angle, day and optional note.
public struct PhotoDetails: Equatable, Sendable {
    public let angle: PhotoAngle
    public let date: LocalDate
    public let note: String?

    public init(angle: PhotoAngle, date: LocalDate, note: String?) {
        self.angle = angle
        self.date = date
        self.note = note
    }
}
