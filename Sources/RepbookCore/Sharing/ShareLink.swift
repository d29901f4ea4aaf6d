import Foundation

/// What the share links and downloaded files of plans and programs have in common: the fragment that carries a file
/// (`plan=…`, `program=…`: compact JSON in base64url without padding, never sent to a server) and the file's name.
public enum ShareLink {
    /// `name=` and `data` in base64url without padding: the part of a share link after `#`.
    public static func fragment(_ name: String, _ data: Data) -> String {
        name + "=" + data.base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// `push-day.repbook-plan.json` for "Push Day" and `repbook-plan`: the name folded to ASCII letters and digits joined
    /// by hyphens (at most 60), or `fallback` when nothing is left.
    public static func fileName(_ name: String, format: String, fallback: String) -> String {
        var slug = ""
        for character in SearchFolding.fold(name) {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return "\(slug.isEmpty ? fallback : String(slug.prefix(60))).\(format).json"
    }
}
