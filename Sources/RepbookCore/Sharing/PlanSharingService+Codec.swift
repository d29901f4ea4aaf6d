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
            throw .tooLarge("A plan file can be at most \(ByteCount.text(SharedPlan.maximumBytes)); this one is \(ByteCount.text(data.count)).")
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .invalid(field: "plan", message: "This is not a plan file: it is not a JSON object. Paste the whole file or link.")
        }
        guard let format = object["format"] as? String, format == SharedPlan.formatName else {
            throw .invalid(field: "format", message: "This is not a Repbook plan: it lacks \"format\": \"\(SharedPlan.formatName)\".")
        }
        guard let version = object["version"] as? Int, version == SharedPlan.currentVersion else {
            throw .invalid(
                field: "version", message: "This plan's version is not one this Repbook reads (version \(SharedPlan.currentVersion)).")
        }
        let plan: SharedPlan
        do {
            plan = try JSONDecoder().decode(SharedPlan.self, from: data)
        } catch let error as DecodingError {
            throw DecodingFailure.invalid(error, subject: "plan")
        } catch {
            throw .invalid(field: "plan", message: "The plan could not be read.")
        }
        _ = try plan.checked()
        return plan
    }

    /// The part of a share link after `#`: `plan=` and the compact JSON in base64url, which never reaches a server.
    public static func linkFragment(_ plan: SharedPlan) -> String {
        ShareLink.fragment("plan", encode(plan))
    }
}
