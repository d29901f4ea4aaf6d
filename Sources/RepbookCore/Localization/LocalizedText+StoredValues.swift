import Foundation

extension LocalizedText {
    /// The values as a database column or an archive stores them beside the key: JSON with sorted keys, nil when there
    /// are none.
    public var storedValues: String? {
        guard !values.isEmpty else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(values)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The text of `key` with the values stored beside it (`storedValues`); nil or unreadable values leave none, so the
    /// key (or verbatim text) is shown as it is.
    public init(key: String, storedValues: String?) {
        let values = storedValues.flatMap { try? JSONDecoder().decode([String: Slot].self, from: Data($0.utf8)) }
        self.init(key, values ?? [:])
    }
}
