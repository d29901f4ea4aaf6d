import Foundation

/// Plan files as bytes: compact JSON out, and in only after every check, an error naming what is wrong.
extension PlanSharingService {
    /// The plan as compact JSON, keys sorted so the same plan always gives the same bytes (and the same link).
    public static func encode(_ plan: SharedPlan) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and enums cannot fail.
        return (try? encoder.encode(plan)) ?? Data()
    }

    /// Reads a plan file: at most `SharedPlan.maximumBytes`, format `repbook-plan` version 1, every rule of `checked()`.
    public static func decode(_ data: Data) throws(DomainError) -> SharedPlan {
        guard data.count <= SharedPlan.maximumBytes else {
            throw .tooLarge(
                LocalizedText("error.plan_file_can_at_most_one",
                    ["maximumBytes": "\(ByteCount.text(SharedPlan.maximumBytes))", "count": "\(ByteCount.text(data.count))"]))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .invalid(field: "plan", message: LocalizedText("error.not_plan_file_it_not_json"))
        }
        guard let format = object["format"] as? String, format == SharedPlan.formatName else {
            throw .invalid(field: "format", message:
                LocalizedText("error.not_repbook_plan_it_lacks_format", ["formatName": "\(SharedPlan.formatName)"]))
        }
        guard let version = object["version"] as? Int, version == SharedPlan.currentVersion else {
            throw .invalid(
                field: "version", message: LocalizedText("error.plan_file.version", ["version": .text(String(SharedPlan.currentVersion))]))
        }
        let plan: SharedPlan
        do {
            plan = try JSONDecoder().decode(SharedPlan.self, from: data)
        } catch let error as DecodingError {
            throw DecodingFailure.invalid(error, subject: .plan)
        } catch {
            throw .invalid(field: "plan", message: LocalizedText("error.plan_could_not_read"))
        }
        _ = try plan.checked()
        return plan
    }

    /// The part of a share link after `#`: `plan=` and the compact JSON in base64url, which never reaches a server.
    public static func linkFragment(_ plan: SharedPlan) -> String {
        ShareLink.fragment("plan", encode(plan))
    }
}
