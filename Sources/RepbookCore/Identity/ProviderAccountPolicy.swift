import Foundation

/// Who may get a new account on first sign-in through the OpenID Connect provider: nobody (the owner links accounts),
/// or everyone the provider vouches for, optionally only members of a group or holders of a verified address at one of
/// some email domains. Also picks the new account's name from the claims.
public struct ProviderAccountPolicy: Sendable {
    public let createsAccounts: Bool
    /// The group (in the `groups` claim) a new account's person must be in; nil for any.
    public let requiredGroup: String?
    /// The email domains (lowercased) a new account's verified address must be at; empty for any.
    public let emailDomains: [String]

    public init(createsAccounts: Bool, requiredGroup: String? = nil, emailDomains: [String] = []) {
        self.createsAccounts = createsAccounts
        self.requiredGroup = requiredGroup.flatMap { $0.isEmpty ? nil : $0 }
        self.emailDomains = emailDomains.map { $0.lowercased().trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Throws `DomainError.forbidden` saying why no account may be made for `claims`.
    public func checkCreation(for claims: IDTokenClaims) throws {
        let unlinked: LocalizedText.Slot = .localized(LocalizedText("error.provider.unlinked"))
        guard createsAccounts else {
            throw DomainError.forbidden(LocalizedText("error.provider.no_new_accounts"))
        }
        if let requiredGroup, !(claims.groups ?? []).contains(requiredGroup) {
            throw DomainError.forbidden(
                LocalizedText("error.sign_in_new_accounts_need_group", ["unlinked": unlinked, "requiredGroup": .text(requiredGroup)]))
        }
        if !emailDomains.isEmpty {
            let domain = claims.email?.split(separator: "@").last.map { $0.lowercased() }
            guard claims.emailVerified == true, let domain, emailDomains.contains(domain) else {
                throw DomainError.forbidden(
                    LocalizedText("error.provider.verified_domains_only", ["domains": .text(emailDomains.joined(separator: ", "))]))
            }
        }
    }

    /// The user name a new account gets: `preferred_username`, else the email's local part, else `user-<subject>`,
    /// with every character a user name cannot hold made a dash and cut to the longest name allowed.
    public static func username(for claims: IDTokenClaims) -> String {
        let raw = claims.preferredUsername ?? claims.email?.split(separator: "@").first.map(String.init) ?? "user-\(claims.sub)"
        let cleaned = String(String.UnicodeScalarView(raw.unicodeScalars.map { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? scalar : "-"
        }))
        return String(cleaned.prefix(Username.maximumLength))
    }
}
