import Foundation
@testable import RepbookCore
import RepbookTestFixtures
import Testing

/// RIR beside RPE: one stored effort (RPE), read and typed on the user's scale.
@Suite("Effort scale")
struct EffortScaleTests {
    @Test("RIR is 10 − RPE both ways, on every half step a set may hold", arguments: EffortScale.rpe.choices)
    func conversion(rpe: Double) {
        let rir = EffortScale.rir.value(rpe: rpe)
        #expect(rir == 10 - rpe)
        #expect(EffortScale.rir.rpe(value: rir) == rpe)
        #expect(EffortScale.rpe.value(rpe: rpe) == rpe)
        #expect(rir == RPEChart.repsInReserve(rpe: rpe), "the chart's own relation")
    }

    @Test("Shown text in one place: RPE 8 / 2 RIR, the tag @8 / 2 RIR, the spoken words")
    func texts() {
        #expect(EffortScale.rpe.shown(rpe: 8) == "RPE 8")
        #expect(EffortScale.rir.shown(rpe: 8) == "2 RIR")
        #expect(EffortScale.rir.shown(rpe: 8.5) == "1.5 RIR")
        #expect(EffortScale.rpe.mark(rpe: 8.5) == "@8.5")
        #expect(EffortScale.rir.mark(rpe: 10) == "0 RIR")
        #expect(EffortScale.rpe.spoken(rpe: 9) == "RPE 9")
        #expect(EffortScale.rir.spoken(rpe: 9) == "1 reps in reserve (RPE 9)")
        let set = SetValues(weight: Weight(100, .kilograms), reps: 5, rpe: 8)
        #expect(TrainingFormat.line(set, kind: .weightAndReps, unit: .kilograms) == "100 kg × 5 @8")
        #expect(TrainingFormat.line(set, kind: .weightAndReps, unit: .kilograms, effort: .rir) == "100 kg × 5 · 2 RIR")
    }

    @Test("Choices: RPE 6 to 10 and RIR 0 to 4 by halves, the same nine efforts")
    func choices() {
        #expect(EffortScale.rpe.choices == [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10])
        #expect(EffortScale.rir.choices.map(EffortScale.rir.value(rpe:)) == [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4])
        let english = Localizer(language: "en", entries: ["effort.none": ["No {{scale}}"]])
        let chips = EffortChip.chips(selected: 8, scale: .rir, localizer: english)
        #expect(chips.map(\.label) == ["–", "0", "0.5", "1", "1.5", "2", "2.5", "3", "3.5", "4"])
        #expect(chips.map(\.rpe) == ["", "10", "9.5", "9", "8.5", "8", "7.5", "7", "6.5", "6"], "each chip sends the RPE it stands for")
        #expect(chips.filter(\.isSelected).map(\.mark) == ["2 RIR"])
        #expect(chips[0].spoken == "No RIR")
        #expect(EffortChip.chips(selected: nil, scale: .rpe, localizer: english).filter(\.isSelected).map(\.label) == ["–"])
        #expect(EffortChip.chips(selected: 8.5, scale: .rpe, localizer: english).filter(\.isSelected).map(\.mark) == ["@8.5"])
    }

    @Test("Typed on either scale: numbers with a point or comma; empty clears", arguments: [
        (EffortScale.rpe, "8", 8.0), (.rpe, "8,5", 8.5), (.rpe, " 6 ", 6), (.rir, "2", 8), (.rir, "0", 10), (.rir, "4", 6),
        (.rir, "1,5", 8.5),
    ])
    func parse(scale: EffortScale, text: String, rpe: Double) throws {
        #expect(try scale.parse(text) == rpe)
        #expect(try scale.parse("") == nil)
    }

    @Test("Off the scale is refused naming the field and the scale", arguments: [
        (EffortScale.rpe, "5.5"), (.rpe, "10.5"), (.rpe, "8.25"), (.rpe, "eight"), (.rpe, "nan"), (.rir, "4.5"), (.rir, "-1"),
        (.rir, "2.25"), (.rir, "inf"),
    ])
    func refused(scale: EffortScale, text: String) {
        #expect(throws: DomainError.invalid(field: scale.rawValue, message: scale.rule)) { try scale.parse(text) }
        #expect(EnglishMessages.text(scale.rule).hasPrefix(scale.name))
    }

    @Test("A set change by RIR stores the RPE; both sent must agree, else the refusal names both and changes nothing")
    func setInput() throws {
        let current = SetValues(weight: Weight(100, .kilograms), reps: 5, rpe: 7)
        #expect(try SetInput(rir: "2").applied(to: current, unit: .kilograms).rpe == 8)
        #expect(try SetInput(rpe: "8", rir: "2").applied(to: current, unit: .kilograms).rpe == 8)
        #expect(try SetInput(rpe: "", rir: "").applied(to: current, unit: .kilograms).rpe == nil)
        #expect(try SetInput(rir: "").applied(to: current, unit: .kilograms).rpe == nil)
        #expect(try SetInput(reps: "6").applied(to: current, unit: .kilograms).rpe == 7, "neither sent keeps it")
        #expect(throws: DomainError.invalid(field: "rir", message: LocalizedText("error.effort.disagree", ["rpe": "8", "rir": "3"]))) {
            try SetInput(rpe: "8", rir: "3").applied(to: current, unit: .kilograms)
        }
        #expect(throws: DomainError.invalid(field: "rir", message: LocalizedText("error.effort.disagree", ["rpe": "null", "rir": "2"]))) {
            try SetInput(rpe: "", rir: "2").applied(to: current, unit: .kilograms)
        }
        #expect(throws: DomainError.invalid(field: "rir", message: EffortScale.rir.rule)) {
            try SetInput(rir: "5").applied(to: current, unit: .kilograms)
        }
    }

    @Test("The setting: RPE by default, rir or RPE typed in any case, anything else refused naming effort_scale")
    func setting() throws {
        let defaults = UserSettings.defaults()
        #expect(defaults.effortScale == .rpe)
        #expect(try SettingsInput(effortScale: "rir").applied(to: defaults).effortScale == .rir)
        #expect(try SettingsInput(effortScale: "RPE").applied(to: defaults).effortScale == .rpe)
        #expect(try SettingsInput().applied(to: UserSettings(
            weightUnit: .kilograms, appearance: .system, timeZoneIdentifier: "UTC", defaultRestSeconds: 90, effortScale: .rir)).effortScale == .rir)
        #expect(throws: DomainError.invalid(field: "effort_scale", message: LocalizedText("error.effort_scale_rpe_or_rir"))) {
            try SettingsInput(effortScale: "borg").applied(to: defaults)
        }
        #expect(SettingsFieldErrors(.invalid(field: "effort_scale", message: .verbatim("x"))).effortScale == "x")
        var archived = ArchivedSettings(UserSettings(
            weightUnit: .kilograms, appearance: .system, timeZoneIdentifier: "UTC", defaultRestSeconds: 90, effortScale: .rir))
        #expect(archived.userSettings.effortScale == .rir)
        archived.effortScale = nil
        #expect(archived.userSettings.effortScale == .rpe, "an archive made before the setting reads as RPE")
    }
}
