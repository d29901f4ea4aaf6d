import Hummingbird
import Logging
import RepbookCore
import Testing
@testable import RepbookServer

/// A lost database told after the request had saved a change says it was saved, never that nothing was changed.
@Suite("Problems after a saved change")
struct ProblemAfterSavingTests {
    let lost = DomainError.unavailable(LocalizedText("error.database_connection_was_lost_nothing_was", ["cause": "the database server closed it"]))

    /// English from the shipped catalogs.
    static func english() throws -> Localizer { try Catalogs.loaded.get().localizer("en") }

    @Test("Before any saved change the store's words stand; after one the answer says the change was saved")
    func lostAfterSaving() throws {
        let logger = Logger(label: "test")
        let english = try Self.english()
        #expect(
            Problem(lost, logger: logger, localizer: english).message
                == "The database connection was lost: the database server closed it. Nothing was changed; try again.")
        let after = Problem(lost, logger: logger, localizer: english, afterSaving: true)
        #expect(after.status == .serviceUnavailable)
        #expect(after.code == "unavailable")
        #expect(after.message.hasPrefix("The database connection was lost"))
        #expect(after.message.contains("saved"))
        #expect(!after.message.contains("Nothing was changed"))
    }

    @Test("Other errors after a saved change keep their words")
    func otherErrorsUnchanged() throws {
        let refused = DomainError.invalid(field: "reps", message: .verbatim("Reps must be a whole number."))
        #expect(Problem(refused, logger: Logger(label: "test"), localizer: try Self.english(), afterSaving: true).message == refused.message)
    }
}
