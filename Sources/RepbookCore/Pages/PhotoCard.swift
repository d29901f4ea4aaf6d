/// One progress photo as the Body pages show it: where to open and load it, its day and angle, and the body weight
/// and body fat captured with it. HEIC/HEIF photos get a placeholder instead of an image most browsers cannot draw.
public struct PhotoCard: Sendable {
    public let id: Int64
    public let href: String
    public let imageHref: String
    /// Whether every browser can draw the image; false shows the placeholder with a link to the file.
    public let isViewable: Bool
    public let formatLabel: String
    public let date: String
    public let shortDate: String
    public let angleLabel: String
    public let alt: String
    public let hasWeight: Bool
    public let weight: String
    public let hasBodyFat: Bool
    public let bodyFat: String
    public let hasPixelSize: Bool
    public let width: Int
    public let height: Int

    /// The card of `photo`, weights in the user's unit and days in the user's words.
    public static func make(_ photo: ProgressPhoto, settings: UserSettings, localizer: Localizer) -> PhotoCard {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let words = BodyWords(localizer)
        let unit = settings.weightUnit
        let weight = photo.weight.map { "\(words.number($0.value(in: unit))) \(unit.symbol)" }
        let bodyFat = photo.bodyFatPercent.map { "\(words.number($0)) %" }
        let angle = words.angle(photo.angle)
        return PhotoCard(
            id: photo.id, href: "/body/photos/\(photo.id)", imageHref: "/body/photos/\(photo.id)/image",
            isViewable: photo.format.isShownByAllBrowsers, formatLabel: photo.format.label, date: format.day(photo.date),
            shortDate: words.date(photo.date), angleLabel: angle,
            alt: localizer.text("photo.alt", ["angle": angle, "day": words.date(photo.date)]),
            hasWeight: weight != nil, weight: weight ?? "", hasBodyFat: bodyFat != nil, bodyFat: bodyFat ?? "",
            hasPixelSize: photo.pixelSize != nil, width: photo.pixelSize?.width ?? 0, height: photo.pixelSize?.height ?? 0)
    }
}
