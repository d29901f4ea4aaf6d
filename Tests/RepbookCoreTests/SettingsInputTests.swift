import RepbookCore
import Testing

@Suite("Settings input")
struct SettingsInputTests {
    let current = UserSettings.defaults()

    @Test("Given fields replace, others stay")
    func applies() throws {
        let updated = try SettingsInput(weightUnit: "lb", timeZone: "America/New_York").applied(to: current)
        #expect(updated.weightUnit == .pounds)
        #expect(updated.timeZoneIdentifier == "America/New_York")
        #expect(updated.appearance == current.appearance)
    }

    @Test("Bad values name their field", arguments: [
        (SettingsInput(weightUnit: "stone"), "weight_unit"),
        (SettingsInput(appearance: "sepia"), "appearance"),
        (SettingsInput(timeZone: "Mars/Olympus"), "time_zone"),
        (SettingsInput(defaultRestSeconds: "-5"), "default_rest_seconds"),
        (SettingsInput(defaultRestSeconds: "two"), "default_rest_seconds"),
    ])
    func rejects(input: SettingsInput, field: String) {
        #expect { try input.applied(to: current) } throws: { ($0 as? DomainError)?.field == field }
    }
}
