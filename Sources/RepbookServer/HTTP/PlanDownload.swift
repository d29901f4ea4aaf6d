import Foundation
import Hummingbird
import RepbookCore

/// A plan or program file sent as a download: compact JSON saved as `push-day.repbook-plan.json`, never cached by
/// shared caches.
enum PlanDownload {
    /// The response carrying `plan` as its file.
    static func response(_ plan: SharedPlan) -> Response {
        response(PlanSharingService.encode(plan), fileName: plan.fileName)
    }

    /// The response carrying `bytes` as the file `fileName`.
    static func response(_ bytes: Data, fileName: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "application/json",
                .contentDisposition: "attachment; filename=\"\(fileName)\"",
                .cacheControl: "private, no-store",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
