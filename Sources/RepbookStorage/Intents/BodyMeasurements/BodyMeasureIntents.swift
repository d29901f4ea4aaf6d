import Foundation
import RepbookCore

/// The user's custom measurements (`body_measure` rows with a name; a site's row has none).
extension SQLStore {
    public func customMeasures(userID: Int64) async throws -> [BodyMeasure] {
        try await engine.readSingle { connection in try BodyMeasurementRows.customMeasures(userID: userID, connection) }
    }

    public func insertCustomMeasure(name: String, userID: Int64, now: Date) async throws -> BodyMeasure {
        try await engine.write { connection in
            try UserLock.lock(userID: userID, connection)
            let id = try connection.mappingUniqueViolation(to: DomainError.conflict(
                LocalizedText("error.already_measurement", ["value": "\(name)"]))) {
                try BodyMeasurementRows.insertCustom(name: name, userID: userID, now: now, connection)
            }
            return BodyMeasure(key: .custom(id), name: name)
        }
    }

    public func deleteCustomMeasure(id: Int64, userID: Int64) async throws -> Bool {
        try await engine.write { connection in
            try connection.execute("DELETE FROM body_measure WHERE user_id = ? AND id = ? AND name_key IS NOT NULL", [userID, id]) > 0
        }
    }
}
