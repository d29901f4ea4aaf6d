import Foundation

/// One line of prescribed sets as a lifter's sheet writes it: `120 kg × 5+`, how many such sets in a row, and why.
public struct ProgramSetLine: Sendable, Equatable {
    /// `120 kg × 5+`, `60 kg × 10`, `8–12 reps at 25 kg`.
    public let text: String
    /// How many equal sets in a row the line stands for.
    public let count: Int
    /// `× 5 sets` when the line stands for more than one set, else nil.
    public let countText: String?
    /// Whether the (last) set is as many reps as possible: "go for reps".
    public let isAmrap: Bool
    /// `Top set @ 8`, `Back-off`, `Supplemental`, `Accessory`; nil for main work.
    public let kindLabel: String?
    /// The plates on each side, for a barbell.
    public let plates: String?
    /// `85 % of TM 140 kg = 119 kg → 120 kg`.
    public let reason: String

    /// The sets of one exercise as lines, equal sets in a row (same weight, reps, kind and reason) merged into one.
    public static func lines(_ sets: [PrescribedSet], localizer: Localizer) -> [ProgramSetLine] {
        var runs: [(set: PrescribedSet, count: Int)] = []
        for set in sets {
            if let last = runs.last, last.set == set {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((set, 1))
            }
        }
        return runs.map { ProgramSetLine($0.set, count: $0.count, localizer: localizer) }
    }

    init(_ set: PrescribedSet, count: Int, localizer: Localizer) {
        let weight = "\(LocalizedTrainingFormat(localizer).number(set.weight.value)) \(set.weight.unit.symbol)"
        text = "\(weight) × \(set.repsText)"
        self.count = count
        countText = count > 1 ? localizer.text("program.set_count", ["count": String(count)]) : nil
        isAmrap = set.amrap
        kindLabel = Self.label(set, localizer)
        plates = set.plates
        reason = localizer.text(set.reason)
    }

    /// The kind as a sheet labels it; main work goes unlabelled.
    static func label(_ set: PrescribedSet, _ localizer: Localizer) -> String? {
        switch set.kind {
        case .main: nil
        case .topSet:
            set.rpe.map { localizer.text("program.kind.top_set_at", ["rpe": LocalizedTrainingFormat(localizer).number($0)]) }
                ?? localizer.text("program.kind.top_set")
        case .supplemental: localizer.text("program.kind.supplemental")
        case .backOff: localizer.text("program.kind.back_off")
        case .accessory: localizer.text("program.kind.accessory")
        }
    }
}
