import Foundation

/// Persistence of imported plans; scoped to one user.
public protocol SharedPlanStore: Sendable {
    /// Creates the batch's new exercises, its templates and its split (not activated) in one transaction: all or nothing.
    /// A name clash is a conflict; an existing exercise that is not the user's is not found.
    func insertPlan(_ batch: PlanImportBatch, userID: Int64, now: Date) async throws -> PlanImportReport
}
