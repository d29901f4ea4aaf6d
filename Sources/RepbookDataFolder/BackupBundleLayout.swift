import RepbookCore

/// The entries of a backup file (a zip): `repbook.sqlite`, the database snapshot, and `photos/<user id>/<key>` for each
/// photo file the snapshot names. No other name is ever written, and a file holding any other name is refused.
package enum BackupBundleLayout {
    /// The database snapshot's entry.
    package static let databaseEntry = "repbook.sqlite"
    /// A PostgreSQL server's backup holds `pg_dump --format=custom` of its database here instead (restored with
    /// `pg_restore`, not `repbook restore`).
    package static let postgresDumpEntry = "repbook.pgdump"
    /// The folder of the photo entries, as in the data folder.
    package static let photosFolder = "photos"

    /// The entry of the user's photo file `key`: `photos/7/3f…a9.jpg`.
    package static func photoEntry(userID: Int64, key: PhotoFileKey) -> String {
        "\(photosFolder)/\(userID)/\(key)"
    }

    /// The user id and key an entry name stands for, or nil when it is not exactly a photo entry (a `..`, an absolute path,
    /// a key Repbook does not make).
    package static func photo(in entry: String) -> (userID: Int64, key: PhotoFileKey)? {
        let parts = entry.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == photosFolder, !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
              parts[1].count <= 18, let userID = Int64(parts[1]), String(userID) == parts[1], let key = PhotoFileKey(String(parts[2]))
        else { return nil }
        return (userID, key)
    }
}
