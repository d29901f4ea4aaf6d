import Foundation

/// The rules for user names: 1 to 32 letters, digits, dots, dashes or underscores, unique ignoring case.
public enum Username {
    /// The longest user name accepted.
    public static let maximumLength = 32

    /// Trims `raw` and checks its characters, naming the field on failure.
    public static func validated(_ raw: String) throws(DomainError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw .invalid(field: "username", message: LocalizedText("error.user_name_not_empty")) }
        try UserText.check(
            name, maximum: maximumLength, multiline: false, field: "username", tooLong:
                LocalizedText("error.user_name_at_most_characters", ["maximumLength": "\(maximumLength)"]))
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
        }
        guard allowed else {
            throw .invalid(field: "username", message: LocalizedText("error.user_name_may_contain_only_letters"))
        }
        return name
    }

    /// The key user names clash on.
    public static func key(_ name: String) -> String {
        name.lowercased()
    }

    /// The key a typed user name is looked up by at sign-in: trimmed of white space and new lines, then `key`. The
    /// account lookup and the sign-in throttle both use it, so every spelling that signs in as a user counts against
    /// that user.
    public static func lookupKey(_ typed: String) -> String {
        key(typed.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
