/// Settings → Sign-in: the OpenID Connect identities linked to the account, and the way to link one.
public struct ProviderLinksPage: Sendable {
    /// One linked identity.
    public struct Link: Sendable {
        public let issuer: String
        public let subject: String

        public init(issuer: String, subject: String) {
            self.issuer = issuer
            self.subject = subject
        }
    }

    public let providerName: String
    public let links: [Link]
    public let isLinked: Bool

    public init(providerName: String, links: [Link]) {
        self.providerName = providerName
        self.links = links
        self.isLinked = !links.isEmpty
    }
}
