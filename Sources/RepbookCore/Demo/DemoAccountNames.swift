/// The account names the dev seeding commands create, so they can tell a folder of made-up accounts from a real one:
/// `demo` and names starting with it (seed-demo's default) and `user` with four or more digits (seed-instance).
public enum DemoAccountNames {
    /// Whether `username` looks like an account a dev seeding command created.
    public static func isMadeUp(_ username: String) -> Bool {
        let key = Username.key(username)
        if key.hasPrefix("demo") { return true }
        let digits = key.dropFirst(4)
        return key.hasPrefix("user") && digits.count >= 4 && digits.allSatisfy { ("0"..."9").contains($0) }
    }
}
