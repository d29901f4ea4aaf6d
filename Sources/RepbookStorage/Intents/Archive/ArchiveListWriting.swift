import Foundation
import RepbookCore

/// A restore's short lists merged by name key (journal tags, supplements) with what hangs off them (days, intakes), and
/// its photo records, inside the caller's one write transaction.
struct ArchiveListWriting {
    let connection: any SQLConnection
    let userID: Int64
    /// The restore's time, for bookkeeping columns the archive does not carry.
    let now: Date

    /// Merges the tags by name key (starter tags the archive lacks removed, the account's own kept after the archive's),
    /// then adds the days with their tags.
    func journal(_ journal: ArchivedJournal) throws {
        let ids = try merge(
            table: "journal_tag", keys: journal.tags.map { JournalTagName.key($0.name) },
            starterKeys: Set(StarterJournalTags.names.map(JournalTagName.key)), positionsAfter: (journal.tags.map(\.position).max() ?? -1) + 1)
        var tagIDs: [String: Int64] = [:]
        for tag in journal.tags {
            let key = JournalTagName.key(tag.name)
            if let id = ids[key] {
                try connection.execute(
                    "UPDATE journal_tag SET name = ?, name_key = ?, position = ?, is_hidden = ?, updated_at = ? WHERE id = ? AND user_id = ?",
                    [tag.name, key, tag.position, tag.hidden, now, id, userID])
                tagIDs[key] = id
            } else {
                tagIDs[key] = try connection.insert(
                    """
                    INSERT INTO journal_tag (user_id, name, name_key, position, is_hidden, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                    RETURNING id
                    """, [userID, tag.name, key, tag.position, tag.hidden, now, now])
            }
        }
        for day in journal.days {
            let dayID = try connection.insert(
                "INSERT INTO journal_day (user_id, local_date, note, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id",
                [userID, day.date, day.note, now, now])
            guard !day.tags.isEmpty else { continue }
            let tags = try day.tags.map { try archivedID(of: $0, in: tagIDs, key: JournalTagName.key) }
            try connection.execute(
                SQL(
                    "INSERT INTO journal_day_tag (user_id, day_id, tag_id) VALUES "
                        + Array(repeating: "(?, ?, ?)", count: tags.count).joined(separator: ", ")
                ),
                tags.flatMap { tagID -> [any SQLBindable] in [userID, dayID, tagID] })
        }
    }

    /// Merges the supplements by name key like the tags, then adds each one's intakes.
    func supplements(_ supplements: [ArchivedSupplement]) throws {
        let ids = try merge(
            table: "supplement", keys: supplements.map { SupplementName.key($0.name) },
            starterKeys: Set(StarterSupplements.drafts.map(\.nameKey)), positionsAfter: (supplements.map(\.position).max() ?? -1) + 1)
        for supplement in supplements {
            let key = SupplementName.key(supplement.name)
            let fields: [any SQLBindable] = [
                supplement.name, key, supplement.dose, supplement.stack.rawValue, supplement.position, supplement.startDate, supplement.retiredOn,
            ]
            let supplementID: Int64
            if let id = ids[key] {
                try connection.execute(
                    """
                    UPDATE supplement SET name = ?, name_key = ?, dose = ?, stack = ?, position = ?, start_date = ?, retired_on = ?, updated_at = ?
                    WHERE id = ? AND user_id = ?
                    """, fields + [now, id, userID])
                supplementID = id
            } else {
                supplementID = try connection.insert(
                    """
                    INSERT INTO supplement (name, name_key, dose, stack, position, start_date, retired_on, user_id, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    RETURNING id
                    """, fields + [userID, now, now])
            }
            for intake in supplement.intakes {
                try connection.execute(
                    "INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at) VALUES (?, ?, ?, ?)",
                    [userID, supplementID, intake.date, intake.takenAt])
            }
        }
    }

    /// Records the photos, each under its already saved file; the pixel size is read again from the image itself.
    func photos(_ photos: [ArchivedPhoto], keys: [PhotoFileKey]) throws {
        for (photo, key) in zip(photos, keys) {
            let size = PixelSize.read(from: photo.image.prefix(ImageFormat.headerLength), format: photo.format)
            _ = try connection.rows(ProgressPhotoRows.insert, [
                userID, photo.date, photo.angle.rawValue, photo.format.rawValue, key.description, photo.image.count, size?.width,
                size?.height, photo.weight?.value, photo.weight?.unit.rawValue, photo.bodyFatPercent, photo.note, photo.createdAt, now,
            ])
        }
    }

    /// For a list merged by name key: removes the account's starter items the archive lacks, moves the account's own
    /// items the archive lacks after `positionsAfter`, and answers the ids of the items the archive has, by key.
    private func merge(table: String, keys: [String], starterKeys: Set<String>, positionsAfter: Int) throws -> [String: Int64] {
        let wanted = Set(keys)
        var ids: [String: Int64] = [:]
        var kept = positionsAfter
        for row in try connection.rows(SQL("SELECT id, name_key FROM \(table) WHERE user_id = ? ORDER BY position, id"), [userID]) {
            let key: String = try row["name_key"]
            let id: Int64 = try row["id"]
            if wanted.contains(key) {
                ids[key] = id
            } else if starterKeys.contains(key) {
                try connection.execute(SQL("DELETE FROM \(table) WHERE id = ? AND user_id = ?"), [id, userID])
            } else {
                try connection.execute(SQL("UPDATE \(table) SET position = ? WHERE id = ? AND user_id = ?"), [kept, id, userID])
                kept += 1
            }
        }
        return ids
    }
}
