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
        photos: [ProgressPhoto], angle: PhotoAngle?, date: LocalDate?, today: LocalDate, byteLimit: Int, settings: UserSettings,
        localizer: Localizer
    ) -> PhotoGalleryPage {
        let words = BodyWords(localizer)
        let dateQuery = date.map { "&date=\($0)" } ?? ""
        let filters = PhotoAngle.allCases.map { choice in
            SegmentLink(label: words.angle(choice), href: "/body/photos?angle=\(choice.rawValue)\(dateQuery)", isCurrent: choice == angle)
        } + [SegmentLink(label: localizer.text("photo.all"), href: "/body/photos?angle=all\(dateQuery)", isCurrent: angle == nil)]
        let emptyMessage = localizer.text(angle.map { "photo.empty.\($0.rawValue)" } ?? "photo.empty.all")
        return PhotoGalleryPage(
            sections: BodySection.links(current: .photos, date: date, localizer: localizer),
            filters: filters, photos: photos.map { PhotoCard.make($0, settings: settings, localizer: localizer) }, hasPhotos: !photos.isEmpty,
            emptyMessage: emptyMessage, canCompare: photos.count >= 2,
            uploadAngles: PhotoAngleChoice.all(selected: angle ?? .front, localizer: localizer), uploadDate: (date ?? today).description,
            today: today.description, byteLimit: byteLimit, byteLimitText: localizer.byteCount(byteLimit),
            acceptedText: localizer.text("photo.accepted_formats"))
    }
}
