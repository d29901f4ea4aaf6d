import Foundation

/// A change to a set as typed: each field nil keeps the current value, an empty string clears it.
public struct SetInput: Sendable, Equatable {
    public var weight: String?
    public var reps: String?
    public var duration: String?
    public var distance: String?
    public var kind: String?
    /// The effort as RPE; or as RIR in `rir` (both sent must agree, `EffortScale.typed`).
    public var rpe: String?
    public var rir: String?
    public var note: String?
    public var done: Bool?
    /// The set's version the change was made on; when older than the stored one the change is refused
    /// (`StaleSetVersion`). Nil skips the check.
    public var version: Int?

    public init(
        weight: String? = nil, reps: String? = nil, duration: String? = nil, distance: String? = nil, kind: String? = nil,
        rpe: String? = nil, note: String? = nil, done: Bool? = nil, version: Int? = nil, rir: String? = nil
    ) {
        self.rir = rir
        self.version = version
        self.weight = weight
        self.reps = reps
        self.duration = duration
        self.distance = distance
        self.kind = kind
        self.rpe = rpe
        self.note = note
        self.done = done
    }

    /// `current` with this input applied; weights without a unit are in `unit`. Names the field at fault.
    public func applied(to current: SetValues, unit: WeightUnit) throws(DomainError) -> SetValues {
        var values = current
        if let text = Self.trimmed(weight) {
            guard text.isEmpty || Weight.parse(text, defaultUnit: unit) != nil else {
                throw .invalid(field: "weight", message: LocalizedText("error.set.weight_typed_range"))
            }
            values.weight = text.isEmpty ? nil : Weight.parse(text, defaultUnit: unit)
        }
        if let text = Self.trimmed(reps) {
            guard text.isEmpty || Int(text).map({ (0...SetValueRules.maximumReps).contains($0) }) == true else {
                throw .invalid(field: "reps", message: LocalizedText("error.reps_whole_number_from_0_1000"))
            }
            values.reps = Int(text)
        }
        if let text = Self.trimmed(duration) {
            guard text.isEmpty || Self.seconds(text) != nil else {
                throw .invalid(field: "duration", message: LocalizedText("error.time_seconds_or_minutes_seconds_such"))
            }
            values.durationSeconds = text.isEmpty ? nil : Self.seconds(text)
        }
        if let text = Self.trimmed(distance) {
            guard text.isEmpty || Self.meters(text) != nil else {
                throw .invalid(field: "distance", message: LocalizedText("error.distance_metres_or_number_with_km"))
            }
            values.distanceMeters = text.isEmpty ? nil : Self.meters(text)
        }
        if let text = Self.trimmed(kind) {
            guard let parsed = SetKind(rawValue: text) else {
                throw .invalid(field: "kind", message: LocalizedText("error.set_kind_normal_warmup_drop_failure"))
            }
            values.kind = parsed
        }
        if let effort = try EffortScale.typed(rpe: rpe, rir: rir) {
            values.rpe = effort
        }
        if let note {
            let text = note.trimmingCharacters(in: .whitespacesAndNewlines)
            try UserText.check(
                text, maximum: SetValueRules.maximumNoteLength, multiline: true, field: "note", tooLong:
                    LocalizedText("error.set_note_at_most_500_characters"))
            values.note = text
        }
        return values
    }

    private static func trimmed(_ text: String?) -> String? {
        text?.trimmingCharacters(in: .whitespaces)
    }

    /// `90`, `1:30` or `1:02:03` as seconds, up to 24 hours.
    static func seconds(_ text: String) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard (1...3).contains(parts.count), parts.allSatisfy({ $0 != nil && $0! >= 0 }) else { return nil }
        let total = parts.reduce(0) { $0 * 60 + $1! }
        guard parts.dropFirst().allSatisfy({ $0! < 60 }), total <= SetValueRules.maximumSeconds else { return nil }
        return total
    }

    /// `500`, `500m`, `5km` or `3.1mi` as metres.
    static func meters(_ text: String) -> Double? {
        let lowered = text.lowercased().replacingOccurrences(of: ",", with: ".")
        let factors: [(String, Double)] = [("km", 1000), ("mi", 1609.344), ("m", 1)]
        var number = lowered
        var factor = 1.0
        for (suffix, value) in factors where lowered.hasSuffix(suffix) {
            number = String(lowered.dropLast(suffix.count))
            factor = value
            break
        }
        guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0 else { return nil }
        let meters = value * factor
        return SetValueRules.isDistance(meters) ? (meters * 100).rounded() / 100 : nil
    }

    /// The RPE choices a set row offers on the RPE scale.
    public static let rpeChoices: [Double] = EffortScale.rpe.choices
}

extension SetInput: Decodable {
    /// The set form's fields; `done` is "1" or "0" as the page's ✓ button sends it ("true" and "false" also read).
    private enum CodingKeys: String, CodingKey {
        case weight, reps, duration, distance, kind, rpe, rir, note, done, version
    }

    /// Reads the set form's fields (every one optional: a field not sent keeps its value).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let done = try container.decodeIfPresent(String.self, forKey: .done)
        let versionText = try container.decodeIfPresent(String.self, forKey: .version).flatMap { $0.isEmpty ? nil : $0 }
        let version = try versionText.map { text throws(DomainError) -> Int in
            guard let number = Int(text), number >= 1 else {
                throw .invalid(field: "version", message: LocalizedText("error.set_version_not_whole_number"))
            }
            return number
        }
        self.init(
            weight: try container.decodeIfPresent(String.self, forKey: .weight),
            reps: try container.decodeIfPresent(String.self, forKey: .reps),
            duration: try container.decodeIfPresent(String.self, forKey: .duration),
            distance: try container.decodeIfPresent(String.self, forKey: .distance),
            kind: try container.decodeIfPresent(String.self, forKey: .kind),
            rpe: try container.decodeIfPresent(String.self, forKey: .rpe),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            done: done.map { $0 == "1" || $0 == "true" }, version: version,
            rir: try container.decodeIfPresent(String.self, forKey: .rir))
    }
}
