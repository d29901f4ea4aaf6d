import Foundation

/// Picks a language from an HTTP `Accept-Language` header: the preferred tags by q-value (ties keep their order), each
/// matched exactly (`pt-BR`) and then by its primary language (`pt-PT` and `pt` fall to `pt-BR`, `de-AT` to `de`).
public enum AcceptLanguage {
    /// The best of `available` for `header`, nil when nothing in the header matches.
    public static func negotiate(_ header: String?, available: [String]) -> String? {
        guard let header else { return nil }
        for tag in preferences(header) {
            if tag == "*" { return nil }
            if let exact = available.first(where: { $0.lowercased() == tag }) { return exact }
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            if let sameLanguage = available.first(where: { ($0.split(separator: "-").first.map(String.init) ?? $0).lowercased() == primary }) {
                return sameLanguage
            }
        }
        return nil
    }

    /// The header's tags, lower-cased, best first; tags with `q=0` or a malformed q-value are dropped.
    static func preferences(_ header: String) -> [String] {
        var weighted: [(tag: String, quality: Double, order: Int)] = []
        for (order, item) in header.split(separator: ",").enumerated() {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = parts.first?.lowercased().replacingOccurrences(of: "_", with: "-"), !tag.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? -1
            }
            guard quality > 0, quality <= 1 else { continue }
            weighted.append((tag, quality, order))
        }
        return weighted.sorted { $0.quality != $1.quality ? $0.quality > $1.quality : $0.order < $1.order }.map(\.tag)
    }
}
