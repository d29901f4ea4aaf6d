import Foundation

/// Persistence of body measurements: the user's custom measurements and one value per measurement and calendar day.
public protocol BodyMeasurementStore: Sendable {
    /// The user's custom measurements.
    func customMeasures(userID: Int64) async throws -> [BodyMeasure]
    /// Adds a custom measurement named `name`; a conflict when the user has one of that name.
    func insertCustomMeasure(name: String, userID: Int64, now: Date) async throws -> BodyMeasure
    /// Deletes a custom measurement of the user with its values; answers whether there was one.
    func deleteCustomMeasure(id: Int64, userID: Int64) async throws -> Bool
    /// Every value of the user, oldest day first.
    func bodyMeasurements(userID: Int64) async throws -> [BodyMeasurementEntry]
    /// The newest `count` values of each measurement, only of days before `before` when it is given, oldest day first:
    /// a few seeks per measurement, whatever the history.
    func recentBodyMeasurements(userID: Int64, before: LocalDate?, count: Int) async throws -> [BodyMeasurementEntry]
    /// One measurement's values, oldest day first.
    func bodyMeasurements(key: MeasureKey, userID: Int64) async throws -> [BodyMeasurementEntry]
    /// The values of one day.
    func bodyMeasurements(on date: LocalDate, userID: Int64) async throws -> [BodyMeasurementEntry]
    /// Stores the entries in one transaction, each replacing its measurement's value of that day; answers how many
    /// replaced one. A custom key that is not the user's is not found and nothing is written.
    @discardableResult
    func saveBodyMeasurements(_ entries: [BodyMeasurementEntry], userID: Int64, now: Date) async throws -> Int
    /// Deletes one measurement's value of a day; answers whether there was one.
    func deleteBodyMeasurement(key: MeasureKey, on date: LocalDate, userID: Int64) async throws -> Bool
    /// Adds an import's rows in one transaction, creating the custom measurements it names and leaving alone every
    /// measurement and day that already has a value; answers the lines actually added.
    func importBodyMeasurements(_ additions: [MeasurementImportReport.Addition], userID: Int64, now: Date) async throws -> Set<Int>
}
