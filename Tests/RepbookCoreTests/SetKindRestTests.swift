import Foundation
import Testing
@testable import RepbookCore

/// The rest after a done set by its kind: warm-ups and drop sets have their own rests; a superset round stays restless.
@Suite("Rest by set kind")
struct SetKindRestTests {
    let settings = UserSettings(weightUnit: .kilograms, appearance: .system, timeZoneIdentifier: "UTC", defaultRestSeconds: 180)

    @Test("A new account rests 60 s after a warm-up and not at all after a drop set; other kinds keep the flow's rest")
    func defaults() {
        let flow = WorkoutFlow.Step(restSeconds: 150, nextSetID: 7)
        #expect(SetKindRest.step(flow, after: .warmUp, settings: settings) == WorkoutFlow.Step(restSeconds: 60, nextSetID: 7))
        #expect(SetKindRest.step(flow, after: .drop, settings: settings) == WorkoutFlow.Step(restSeconds: nil, nextSetID: 7))
        for kind in [SetKind.normal, .failure, .restPause] {
            #expect(SetKindRest.step(flow, after: kind, settings: settings) == flow)
        }
    }

    @Test("The settings choose the rests; a step without rest (inside a superset round) stays without")
    func chosen() {
        var custom = settings
        custom.warmUpRestSeconds = 45
        custom.dropSetRestSeconds = 20
        let flow = WorkoutFlow.Step(restSeconds: 150, nextSetID: nil)
        #expect(SetKindRest.step(flow, after: .warmUp, settings: custom).restSeconds == 45)
        #expect(SetKindRest.step(flow, after: .drop, settings: custom).restSeconds == 20)
        custom.warmUpRestSeconds = 0
        #expect(SetKindRest.step(flow, after: .warmUp, settings: custom).restSeconds == nil)
        let round = WorkoutFlow.Step(restSeconds: nil, nextSetID: 9)
        #expect(SetKindRest.step(round, after: .warmUp, settings: custom) == round)
    }

    @Test("Settings input reads both rests and refuses what is out of range, naming the field")
    func input() throws {
        let updated = try SettingsInput(warmUpRestSeconds: "90", dropSetRestSeconds: "0").applied(to: settings)
        #expect(updated.warmUpRestSeconds == 90 && updated.dropSetRestSeconds == 0)
        #expect(throws: DomainError.invalid(field: "warmup_rest_seconds", message: LocalizedText("error.rest_after_warm_up_whole_number"))) {
            try SettingsInput(warmUpRestSeconds: "soon").applied(to: settings)
        }
        do {
            _ = try SettingsInput(dropSetRestSeconds: "4000").applied(to: settings)
            Issue.record("4000 s should be refused")
        } catch {
            #expect(error.field == "drop_rest_seconds")
        }
    }
}
