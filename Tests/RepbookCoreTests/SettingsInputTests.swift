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

@Suite("Time zone choices")
struct TimeZoneChoiceTests {
    @Test("UTC comes first and the current zone is always offered")
    func choices() {
        let zones = SettingsValidation.selectableTimeZones(including: "UTC")
        #expect(zones.first == "UTC")
        #expect(zones.filter { $0 == "UTC" }.count == 1)
        #expect(zones.contains("Europe/Berlin"))
        #expect(SettingsValidation.selectableTimeZones(including: "Europe/Berlin").filter { $0 == "Europe/Berlin" }.count == 1)
    }
}
