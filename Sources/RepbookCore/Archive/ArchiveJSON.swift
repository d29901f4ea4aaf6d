import Foundation

/// Archives as JSON: pretty-printed with sorted keys, instants as `ArchiveTimestamp`s in the user's time zone, photo
/// bytes as base64. Reading checks the format and version first, and names the JSON path of anything malformed.
public enum ArchiveJSON {
    /// The archive's JSON text.
    public static func encode(_ archive: UserArchive) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let zone = TimeZone(identifier: archive.settings.timeZone) ?? TimeZone(identifier: "UTC")!
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ArchiveTimestamp.text(date, in: zone))
        }
        return try encoder.encode(archive)
    }

    /// Reads an archive; anything that is not a version-1 Repbook archive of the right shape is invalid, naming where.
    /// What the date decoder puts before a text that is no date-time, so the error can say so in the reader's language.
    private static let notDateTime = "not-a-date-time:"

    public static func decode(_ data: Data) throws(DomainError) -> UserArchive {
        let header: ArchiveHeader
        do {
            header = try JSONDecoder().decode(ArchiveHeader.self, from: data)
        } catch is DecodingError {
            throw .invalid(field: "file", message: LocalizedText("error.file_not_json_or_cut_short"))
        } catch {
            throw .invalid(field: "file", message: LocalizedText("error.file_cannot_read"))
        }
        guard header.format == UserArchive.formatName else {
            throw .invalid(field: "format", message: LocalizedText("error.not_repbook_archive_format", ["formatName": "\(UserArchive.formatName)"]))
        }
        guard header.version == UserArchive.currentVersion else {
            let reads: LocalizedText.Slot = .text(String(UserArchive.currentVersion))
            guard let found = header.version else {
                throw .invalid(field: "version", message: LocalizedText("error.archive.version_missing", ["version": reads]))
            }
            throw .invalid(
                field: "version", message: LocalizedText("error.archive.version_unsupported", ["found": .text(String(found)), "version": reads]))
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ArchiveTimestamp.date(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: Self.notDateTime + text)
            }
            return date
        }
        do {
            return try decoder.decode(UserArchive.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            let path = path(context.codingPath + [key])
            throw .invalid(field: path, message: LocalizedText("error.field_required", ["path": "\(path)"]))
        } catch let DecodingError.typeMismatch(type, context), let DecodingError.valueNotFound(type, context) {
            let path = path(context.codingPath)
            throw .invalid(field: path, message: LocalizedText("error.expected", ["path": .text(path), "type": .localized(describe(type))]))
        } catch let DecodingError.dataCorrupted(context) {
            let path = path(context.codingPath)
            if context.debugDescription.hasPrefix(Self.notDateTime) {
                let value = String(context.debugDescription.dropFirst(Self.notDateTime.count).prefix(40))
                throw .invalid(field: path, message: LocalizedText("error.archive.not_a_date_time", ["path": .text(path), "value": .text(value)]))
            }
            if let value = refusedValue(context.debugDescription) {
                throw .invalid(field: path, message: LocalizedText("error.archive.unknown_named_value", ["path": .text(path), "value": .text(value)]))
            }
            throw .invalid(field: path, message: LocalizedText("error.archive.unknown_value", ["path": .text(path)]))
        } catch {
            throw .invalid(field: "file", message: LocalizedText("error.file_cannot_read_as_repbook_archive"))
        }
    }

    /// A JSON path such as `workouts[12].exercises[0].sets[1].weight.unit`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "file" : text
    }

    /// The value Foundation names when a raw value fits no case ("Cannot initialize Unit from invalid String value stone"), at
    /// most 40 characters; nil for any other description.
    private static func refusedValue(_ description: String) -> String? {
        guard description.hasPrefix("Cannot initialize"), let marker = description.range(of: " value ", options: .backwards) else { return nil }
        let value = description[marker.upperBound...]
        return value.isEmpty ? nil : String(value.prefix(40))
    }

    /// What a field of `type` holds, in the reader's language ("a number").
    private static func describe(_ type: Any.Type) -> LocalizedText {
        switch type {
        case is String.Type: LocalizedText("error.archive.type_text")
        case is Int.Type, is Double.Type: LocalizedText("error.archive.type_number")
        case is Bool.Type: LocalizedText("error.archive.type_boolean")
        default: LocalizedText("error.archive.type_other")
        }
    }
}

/// The two fields read before anything else, so a wrong file or version is named as such.
private struct ArchiveHeader: Decodable {
    let format: String?
    let version: Int?
}
