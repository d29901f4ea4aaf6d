/// `/body/photos/{id}`: one photo large, its day, angle, captured weight and body fat, editing and deleting it.
public struct PhotoDetailPage: Sendable {
    public let sections: [SegmentLink]
    public let photo: PhotoCard
    public let backHref: String
    public let hasNote: Bool
    public let note: String
    /// The file's size, pixel size and format, such as "2.4 MB · 3024 × 4032 · JPEG".
    public let fileText: String
    public let angles: [PhotoAngleChoice]
    public let dateValue: String
    public let today: String
    public let maximumNoteLength: Int
    /// A comparison with the previous photo of the same angle, when there is one.
    public let hasPrevious: Bool
    public let compareHref: String
    public let previousDate: String

    /// The page of `photo`; `sameAngle` are the user's photos of its angle, newest first, to find the previous one.
    public static func make(
        photo: ProgressPhoto, sameAngle: [ProgressPhoto], today: LocalDate, settings: UserSettings, localizer: Localizer
    ) -> PhotoDetailPage {
        let previous = sameAngle.firstIndex { $0.id == photo.id }.flatMap { index in
            sameAngle.indices.contains(index + 1) ? sameAngle[index + 1] : nil
        }
        var fileParts = [localizer.byteCount(photo.byteSize)]
        if let size = photo.pixelSize { fileParts.append("\(size.width) × \(size.height)") }
        fileParts.append(photo.format.label)
        return PhotoDetailPage(
            sections: BodySection.links(current: .photos, localizer: localizer),
            photo: PhotoCard.make(photo, settings: settings, localizer: localizer),
            backHref: "/body/photos?angle=\(photo.angle.rawValue)", hasNote: photo.note != nil, note: photo.note ?? "",
            fileText: fileParts.joined(separator: " · "), angles: PhotoAngleChoice.all(selected: photo.angle, localizer: localizer),
            dateValue: photo.date.description, today: today.description, maximumNoteLength: PhotoDetailsInput.maximumNoteLength,
            hasPrevious: previous != nil, compareHref: previous.map { "/body/photos/compare?a=\($0.id)&b=\(photo.id)" } ?? "",
            previousDate: previous.map { BodyWords(localizer).date($0.date) } ?? "")
    }
}
