import ArgumentParser
import Foundation
import RepbookCore

/// The options every dev seeding command shares: where the history ends, the time zone, the data folder (which must be
/// named) and `--force` for a folder holding accounts the dev commands did not create.
struct DemoSeedOptions: ParsableArguments {
    @Option(name: .customLong("end-date"), help: "The last day of the history, YYYY-MM-DD (default: yesterday in the time zone, so nothing lies in the future).")
    var endDate: String?

    @Option(name: .customLong("time-zone"), help: "The time zone of the accounts, such as Europe/Berlin.")
    var timeZone = "UTC"

    @Flag(help: "Write even into a data folder that holds accounts the dev commands did not create.")
    var force = false

    @OptionGroup
    var data: DataDirectoryOption

    /// The end date as a day, once `validate(for:)` has passed.
    var endDay: LocalDate? { endDate.flatMap(LocalDate.init) }

    /// Refuses a malformed end date, an unknown time zone or a missing `--data-dir`, naming the flag.
    func validate(for command: String) throws {
        if let endDate, LocalDate(endDate) == nil { throw ValidationError("--end-date must be a day such as 2026-11-20.") }
        guard TimeZone(identifier: timeZone) != nil else { throw ValidationError("Unknown time zone \"\(timeZone)\".") }
        try data.requireExplicit(for: command)
    }
}
