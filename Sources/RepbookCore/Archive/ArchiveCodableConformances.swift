/// The domain values an archive holds that are written as their raw text: `front`, `morning`, `jpeg`.
extension PhotoAngle: Codable {}
extension SupplementStack: Codable {}
extension ImageFormat: Codable {}

/// A day is written `YYYY-MM-DD`; anything else is refused naming the JSON path.
extension LocalDate: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = LocalDate(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a day written YYYY-MM-DD")
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
