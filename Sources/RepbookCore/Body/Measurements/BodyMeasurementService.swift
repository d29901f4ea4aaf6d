import Foundation

/// A user's body measurements: the built-in and custom measurements, a day's values saved from one form (replacing a
/// day's earlier value only when asked), one value at a time for the API, custom measurements, CSV export and import.
public struct BodyMeasurementService: Sendable {
    /// A day's checked entries and the values of that day they would replace (only those that differ).
    public struct DayCheck: Equatable, Sendable {
        public let entries: [BodyMeasurementEntry]
        public let replacing: [BodyMeasurementEntry]
    }

    /// The user's measurements and every value, oldest first.
    public struct Overview: Sendable {
        public let measures: [BodyMeasure]
        public let entries: [BodyMeasurementEntry]
    }

    private let store: any BodyMeasurementStore & SettingsStore
    private let now: Clock

    public init(store: any BodyMeasurementStore & SettingsStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The built-in measurements and the user's custom ones.
    public func measures(for user: User) async throws -> [BodyMeasure] {
        BodyMeasure.all(custom: try await store.customMeasures(userID: user.id))
    }

    /// Every measurement with every value (for the export).
    public func overview(for user: User) async throws -> Overview {
        Overview(measures: try await measures(for: user), entries: try await store.bodyMeasurements(userID: user.id))
    }

    /// Every measurement with the values a list and a day's form show, read by seeks whatever the history: each
    /// measurement's newest two (its latest and change), and with `day` that day's values and each one's latest before it.
    public func summary(for user: User, day: LocalDate? = nil) async throws -> Overview {
        var entries = try await store.recentBodyMeasurements(userID: user.id, before: nil, count: 2)
        if let day {
            entries += try await store.recentBodyMeasurements(userID: user.id, before: day, count: 1)
            entries += try await store.bodyMeasurements(on: day, userID: user.id)
        }
        var seen: Set<String> = []
        let unique = entries.filter { seen.insert("\($0.key)@\($0.date)").inserted }.sorted { $0.date < $1.date }
        return Overview(measures: try await measures(for: user), entries: unique)
    }

    /// The measurement written as `keyText` and its values, oldest first; not found for an unknown key or another
    /// user's custom measurement.
    public func history(_ keyText: String, for user: User) async throws -> (measure: BodyMeasure, entries: [BodyMeasurementEntry]) {
        let measure = try await measure(keyText, for: user)
        return (measure, try await store.bodyMeasurements(key: measure.key, userID: user.id))
    }

    /// The values of one day.
    public func day(_ date: LocalDate, for user: User) async throws -> [BodyMeasurementEntry] {
        try await store.bodyMeasurements(on: date, userID: user.id)
    }

    /// Checks `input` as `save` would, without storing it, and finds the day's values it would replace.
    public func check(_ input: BodyMeasurementDayInput, for user: User) async throws -> DayCheck {
        let settings = try await store.settings(userID: user.id)
        let entries = try input.entries(
            measures: try await measures(for: user), today: LocalDate(now(), in: settings.timeZone),
            defaultUnit: .following(settings.weightUnit))
        let current = try await store.bodyMeasurements(on: entries[0].date, userID: user.id)
        let replacing = current.filter { old in entries.contains { $0.key == old.key && $0.length != old.length } }
        return DayCheck(entries: entries, replacing: replacing)
    }

    /// Validates `input` and stores its values in one transaction, each replacing its measurement's value of the day;
    /// answers the entries and how many replaced a value.
    public func save(_ input: BodyMeasurementDayInput, for user: User) async throws -> (entries: [BodyMeasurementEntry], replaced: Int) {
        let settings = try await store.settings(userID: user.id)
        let entries = try input.entries(
            measures: try await measures(for: user), today: LocalDate(now(), in: settings.timeZone),
            defaultUnit: .following(settings.weightUnit))
        let replaced = try await store.saveBodyMeasurements(entries, userID: user.id, now: now())
        return (entries, replaced)
    }

    /// Deletes one measurement's value of a day; not found when there is none.
    public func delete(_ keyText: String, on date: LocalDate, for user: User) async throws {
        let measure = try await measure(keyText, for: user)
        guard try await store.deleteBodyMeasurement(key: measure.key, on: date, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.has_no_value_on", ["measure": "\(measure.name)", "date": "\(date)"]))
        }
    }

    /// Adds a custom measurement; the name is checked and may not repeat another measurement's.
    public func addCustom(name raw: String, for user: User) async throws -> BodyMeasure {
        let custom = try await store.customMeasures(userID: user.id)
        let name = try MeasurementRules.customName(raw, existing: custom)
        return try await store.insertCustomMeasure(name: name, userID: user.id, now: now())
    }

    /// Deletes a custom measurement and its values; a built-in one cannot be deleted.
    public func deleteCustom(_ keyText: String, for user: User) async throws -> BodyMeasure {
        let measure = try await measure(keyText, for: user)
        guard case .custom(let id) = measure.key else {
            throw DomainError.conflict(LocalizedText("error.built_in_measure_cannot_be_deleted", ["measure": "\(measure.name)"]))
        }
        guard try await store.deleteCustomMeasure(id: id, userID: user.id) else {
            throw DomainError.notFound(LocalizedText("error.there_no_measurement", ["key": "\(keyText)"]))
        }
        return measure
    }

    /// Imports `file`, or with `dryRun` only says what an import would do; one transaction, nothing half-written.
    public func importFile(_ file: MeasurementFile, for user: User, dryRun: Bool) async throws -> MeasurementImportReport {
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let report = try MeasurementImportPlan.report(
            for: file, measures: try await measures(for: user), existing: try await store.bodyMeasurements(userID: user.id),
            today: LocalDate(instant, in: settings.timeZone), dryRun: dryRun)
        guard !dryRun else { return report }
        let inserted = try await store.importBodyMeasurements(report.toAdd, userID: user.id, now: instant)
        return report.settled(inserted: inserted)
    }

    /// Every value as a CSV file, and its file name for today in the user's time zone.
    public func export(for user: User) async throws -> (fileName: String, text: String) {
        let settings = try await store.settings(userID: user.id)
        let overview = try await overview(for: user)
        return (MeasurementCSVExport.fileName(today: LocalDate(now(), in: settings.timeZone)),
                MeasurementCSVExport.csv(overview.entries, measures: overview.measures))
    }

    /// The calendar day it is now for the user.
    public func today(for user: User) async throws -> LocalDate {
        LocalDate(now(), in: try await store.settings(userID: user.id).timeZone)
    }

    /// The measurement written as `keyText`, or not found.
    private func measure(_ keyText: String, for user: User) async throws -> BodyMeasure {
        guard let key = MeasureKey(keyText) else { throw DomainError.notFound(
            LocalizedText("error.there_no_measurement", ["key": "\(keyText.prefix(40))"])) }
        if case .site(let site) = key { return BodyMeasure(key: key, name: site.label) }
        guard let measure = try await store.customMeasures(userID: user.id).first(where: { $0.key == key }) else {
            throw DomainError.notFound(LocalizedText("error.there_no_measurement", ["key": "\(keyText.prefix(40))"]))
        }
        return measure
    }
}
