import Foundation
import Hummingbird
import RepbookCore

/// A progress photo as the API shows it: the captured weight in kilograms and as typed, null when none was logged.
struct PhotoJSON: ResponseEncodable {
    let id: Int64
    let date: String
    let angle: String
    let format: String
    let mediaType: String
    let byteSize: Int
    @Nullable var width: Int?
    @Nullable var height: Int?
    @Nullable var weightKg: Double?
    @Nullable var weight: Double?
    @Nullable var unit: String?
    @Nullable var bodyFatPercent: Double?
    @Nullable var note: String?
    let createdAt: Date
    /// Where the image's bytes are, for the same bearer token.
    let imageUrl: String

    init(_ photo: ProgressPhoto) {
        id = photo.id
        date = photo.date.description
        angle = photo.angle.rawValue
        format = photo.format.rawValue
        mediaType = photo.format.mediaType
        byteSize = photo.byteSize
        width = photo.pixelSize?.width
        height = photo.pixelSize?.height
        weightKg = photo.weight.map { KilogramsJSON.round($0.kilograms) }
        weight = photo.weight?.value
        unit = photo.weight?.unit.rawValue
        bodyFatPercent = photo.bodyFatPercent
        note = photo.note
        createdAt = photo.createdAt
        imageUrl = "/api/v1/photos/\(photo.id)/image"
    }
}

/// `{"photos": [...]}`, newest first.
struct PhotoListJSON: ResponseEncodable {
    let photos: [PhotoJSON]
}

/// Two photos compared: the days and the weight and body fat change from `first` to `second`.
struct PhotoComparisonJSON: ResponseEncodable {
    let first: PhotoJSON
    let second: PhotoJSON
    let daysBetween: Int
    @Nullable var weightChangeKg: Double?
    @Nullable var bodyFatChange: Double?

    init(_ comparison: PhotoComparison) {
        first = PhotoJSON(comparison.first)
        second = PhotoJSON(comparison.second)
        daysBetween = comparison.daysBetween
        weightChangeKg = comparison.weightChangeKilograms.map(KilogramsJSON.round)
        bodyFatChange = comparison.bodyFatChange.map { ($0 * 100).rounded() / 100 }
    }
}

/// The body of `PATCH /api/v1/photos/{id}`: any of `angle`, `date`, `note` (an empty note removes it).
struct PhotoPatchBody: Decodable {
    let angle: String?
    let date: String?
    let note: String?

    var input: PhotoDetailsInput { PhotoDetailsInput(angle: angle, date: date, note: note) }
}
