import Foundation
import RepbookCore

/// How a `"user"` row reads (the name is quoted: `user` is reserved in PostgreSQL, and SQLite takes it quoted too).
enum UserRows {
    /// The columns `user(_:)` reads, qualified so that they can follow a join.
    static let columns = #""user".id, "user".username, "user".is_owner, "user".created_at, "user".disabled_at"#

    /// A user's row by the key of their name, with their password hash and whether the device digest is one they have
    /// signed in from (`known`).
    static let credentials = SQL(#"""
        SELECT \#(columns), "user".password_hash,
            EXISTS (SELECT 1 FROM known_device WHERE known_device.user_id = "user".id AND device_digest = ?) AS known
        FROM "user" WHERE username_key = ?
        """#)

    /// A user row read back.
    static func user(_ row: any SQLRow) throws -> User {
        User(
            id: try row["id"], username: try row["username"], isOwner: try row["is_owner"], createdAt: try row["created_at"],
            disabledAt: try row["disabled_at"])
    }
}
