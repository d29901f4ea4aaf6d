/// `/body/photos`: the gallery, one angle or all, newest first, with the upload card and picking two to compare.
public struct PhotoGalleryPage: Sendable {
    public let sections: [SegmentLink]
    /// Front | Side | Back | All.
    public let filters: [SegmentLink]
    public let photos: [PhotoCard]
    public let hasPhotos: Bool
    public let emptyMessage: String
    /// Whether there are two photos to compare.
    public let canCompare: Bool
    public let uploadAngles: [PhotoAngleChoice]
    /// The upload's day: the day the Body area is on, else today.
    public let uploadDate: String
    public let today: String
    public let byteLimit: Int
    public let byteLimitText: String
    public let acceptedText: String

    /// The gallery of `photos` (already filtered to `angle`, nil for all); uploads default to `angle` (front for all)
    /// and to `date`, else `today`.
    public static func make(
        photos: [ProgressPhoto], angle: PhotoAngle?, date: LocalDate?, today: LocalDate, byteLimit: Int, settings: UserSettings
    ) -> PhotoGalleryPage {
        let dateQuery = date.map { "&date=\($0)" } ?? ""
        let filters = PhotoAngle.allCases.map { choice in
            SegmentLink(label: choice.label, href: "/body/photos?angle=\(choice.rawValue)\(dateQuery)", isCurrent: choice == angle)
        } + [SegmentLink(label: "All", href: "/body/photos?angle=all\(dateQuery)", isCurrent: angle == nil)]
        let emptyMessage = angle.map { "No \($0.label.lowercased()) photos yet. Add one above; take it in the same spot and light each time." }
            ?? "No photos yet. Add one above: front, side and back, in the same spot and light each time."
        return PhotoGalleryPage(
            sections: BodySection.links(current: .photos, date: date),
            filters: filters, photos: photos.map { PhotoCard.make($0, settings: settings) }, hasPhotos: !photos.isEmpty,
            emptyMessage: emptyMessage, canCompare: photos.count >= 2,
            uploadAngles: PhotoAngleChoice.all(selected: angle ?? .front), uploadDate: (date ?? today).description,
            today: today.description, byteLimit: byteLimit, byteLimitText: ByteCount.text(byteLimit),
            acceptedText: ImageFormat.acceptedDescription)
    }
}
