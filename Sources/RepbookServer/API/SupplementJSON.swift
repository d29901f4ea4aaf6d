import Foundation
import Hummingbird
import RepbookCore

/// A supplement; `position` is its 1-based place in its stack among those in use, null once retired.
struct SupplementJSON: ResponseEncodable {
    let id: Int64
    let name: String
    let dose: String
    let stack: String
    @Nullable var position: Int?
    let retired: Bool
    let startDate: String
    @Nullable var retiredOn: String?

    /// Every supplement of a list (morning first, then evening, in stack order), with positions counted per stack.
    static func list(_ supplements: [Supplement]) -> [SupplementJSON] {
        var inUse: [SupplementStack: Int] = [:]
        return supplements.map { supplement in
            var position: Int?
            if !supplement.isRetired {
                inUse[supplement.stack, default: 0] += 1
                position = inUse[supplement.stack]
            }
            return SupplementJSON(
                id: supplement.id, name: supplement.name, dose: supplement.dose, stack: supplement.stack.rawValue, position: position,
                retired: supplement.isRetired, startDate: supplement.startDate.description, retiredOn: supplement.retiredOn?.description)
        }
    }
}

/// `{"supplements": [...]}`: the morning stack, then the evening stack, each in order, retired ones last.
struct SupplementListJSON: ResponseEncodable {
    let supplements: [SupplementJSON]
}

/// The body of `POST` and `PATCH /api/v1/supplements`.
struct SupplementBody: Decodable {
    let name: String?
    let dose: String?
    let stack: String?
    let position: Int?
    let retired: Bool?

    var input: SupplementInput { SupplementInput(name: name, dose: dose, stack: stack, position: position, retired: retired) }
}

/// A day's checklist: the supplements shown that day, morning first, each with whether it was taken.
struct SupplementDayJSON: ResponseEncodable {
    struct Item: Encodable {
        let id: Int64
        let name: String
        let dose: String
        let stack: String
        let taken: Bool
    }

    let date: String
    let supplements: [Item]

    init(_ checklist: SupplementChecklist) {
        date = checklist.date.description
        supplements = checklist.items.map {
            Item(id: $0.supplement.id, name: $0.supplement.name, dose: $0.supplement.dose, stack: $0.supplement.stack.rawValue, taken: $0.isTaken)
        }
    }
}

/// The body of `PUT /api/v1/supplements/{id}/days/{date}`.
struct SupplementTakenBody: Decodable {
    let taken: Bool
}

/// The answer to marking a supplement taken or not.
struct SupplementTakenJSON: ResponseEncodable {
    let date: String
    let supplementId: Int64
    let taken: Bool
}

/// Adherence over the window ending on `end`: per supplement, taken days of the days it counted, and overall.
struct SupplementAdherenceJSON: ResponseEncodable {
    struct Row: Encodable {
        let id: Int64
        let name: String
        let stack: String
        let retired: Bool
        let takenDays: Int
        let countedDays: Int
        let percent: Double
    }

    let start: String
    let end: String
    let days: Int
    @Nullable var overallPercent: Double?
    let supplements: [Row]

    init(_ adherence: SupplementAdherence) {
        start = adherence.start.description
        end = adherence.end.description
        days = SupplementAdherence.windowDays
        overallPercent = adherence.overallPercent.map(Self.round)
        supplements = adherence.rows.map {
            Row(
                id: $0.supplement.id, name: $0.supplement.name, stack: $0.supplement.stack.rawValue, retired: $0.supplement.isRetired,
                takenDays: $0.takenDays, countedDays: $0.countedDays, percent: Self.round($0.percent))
        }
    }

    /// A percentage to one decimal.
    static func round(_ percent: Double) -> Double {
        (percent * 10).rounded() / 10
    }
}
