import ArgumentParser
import Foundation
import RepbookCore

/// The options every dev seeding command shares: where the history ends, the time zone, the data folder (which must be
/// named) and `--force` for a folder holding accounts the dev commands did not create.
struct DemoSeedOptions: ParsableArguments {
    @Option(
        name: .customLong("end-date"),
        help: "The last day of the history, YYYY-MM-DD (default: yesterday in the time zone, so nothing lies in the future).")
    var endDate: String?

    @Option(name: .customLong("time-zone"), help: "The time zone of the accounts, such as Europe/Berlin.")
    var timeZone = "UTC"

    @Flag(help: "Write even into a data folder that holds accounts the dev commands did not create.")
    var force = false

    @OptionGroup
    var data: DataDirectoryOption

    /// Refused: the dev commands write a SQLite data folder.
    @OptionGroup
    var database: DatabaseOption

    /// The end date as a day, once `validate(for:)` has passed.
    var endDay: LocalDate? { endDate.flatMap(LocalDate.init) }

    /// Refuses a malformed end date, an unknown time zone, a missing `--data-dir` or a PostgreSQL database, naming the flag.
    func validate(for command: String) throws {
        try database.refuse(
            "repbook dev \(command) writes made-up accounts into a SQLite data folder",
            instead: "Seed an empty --data-dir (without --database and REPBOOK_DATABASE_URL), then copy it into the empty "
                + "PostgreSQL database with `repbook migrate --to URL --data-dir DIR`.")
        if let endDate, LocalDate(endDate) == nil { throw ValidationError("--end-date must be a day such as 2026-11-20.") }
        guard TimeZone(identifier: timeZone) != nil else { throw ValidationError("Unknown time zone \"\(timeZone)\".") }
        try data.requireExplicit(for: command)
    }
}
