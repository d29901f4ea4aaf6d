import Foundation

/// The pseudo-locale `qps`: every English string with its letters accented and 40 % more length, so that a page shows at
/// a glance which text does not come from the catalog and where longer languages would overflow. Mustache tags
/// (`{{week}}`), HTML tags and entities (in `_html` keys) are kept as they are.
public enum PseudoLocale {
    /// The tag the pseudo-locale is chosen by.
    public static let tag = "qps"

    /// The pseudo-translation of an English string.
    public static func translate(_ text: String) -> String {
        var out = ""
        var letters = 0
        var rest = Substring(text)
        while let character = rest.first {
            if rest.hasPrefix("{{"), let close = rest.range(of: "}}") {
                var end = close.upperBound
                if rest[end...].hasPrefix("}") { end = rest.index(after: end) }
                out += rest[..<end]
                rest = rest[end...]
                continue
            }
            if character == "<" || character == "&", let end = rest.firstIndex(of: character == "<" ? ">" : ";"),
               character == "<" || rest[..<end].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "&" || $0 == "#" }) {
                out += rest[...end]
                rest = rest[rest.index(after: end)...]
                continue
            }
            out += accents[character].map(String.init) ?? String(character)
            if character.isLetter { letters += 1 }
            rest = rest.dropFirst()
        }
        guard letters > 0 else { return out }
        let padding = String(filler.prefix(max(1, (letters * 2 + 4) / 5)))
        return "⟦" + out + " " + padding + "⟧"
    }

    private static let filler = Array(repeating: "ŀöŕéɱ ïƥšûɱ ðöļöŕ šîţ ", count: 40).joined()

    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "î", "j": "ĵ", "k": "ķ", "l": "ļ",
        "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ",
        "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
}
