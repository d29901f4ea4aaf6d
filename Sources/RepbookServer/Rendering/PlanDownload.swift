import Hummingbird
import RepbookCore

/// A plan file sent as a download: compact JSON saved as `push-day.repbook-plan.json`, never cached by shared caches.
enum PlanDownload {
    /// The response carrying `plan` as its file.
    static func response(_ plan: SharedPlan) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "application/json",
                .contentDisposition: "attachment; filename=\"\(plan.fileName)\"",
                .cacheControl: "private, no-store",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: PlanSharingService.encode(plan))))
    }
}
