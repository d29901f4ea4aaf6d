/// Which backups rotation deletes: all but the newest `keep` of the files named by `BackupFileName`; other files are never touched.
public enum BackupRotation {
    /// The names to delete among `names`, oldest last.
    public static func expired(_ names: [String], keep: Int) -> [String] {
        // The stamp is fixed-width, so name order is time order.
        let ours = names.filter { BackupFileName.instant(of: $0) != nil }.sorted(by: >)
        return Array(ours.dropFirst(max(keep, 0)))
    }
}
