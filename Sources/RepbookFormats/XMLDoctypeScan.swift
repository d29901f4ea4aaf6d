import Foundation

/// Finds the document type declaration (`<!DOCTYPE … [ … ]>`) at the head of an XML file, skipping the XML
/// declaration, processing instructions, comments, and quoted text and comments inside the declaration.
enum XMLDoctypeScan {
    /// What the head of a file shows.
    enum Result: Equatable {
        /// The declaration's bytes.
        case found(Range<Int>)
        /// The root element starts before any declaration.
        case none
        /// The head ends before either is known.
        case needMoreBytes
    }

    static func scan(_ bytes: [UInt8]) -> Result {
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if starts(bytes, at: index, with: "<!--") {
                guard let end = find(bytes, "-->", from: index + 4) else { return .needMoreBytes }
                index = end + 3
            } else if starts(bytes, at: index, with: "<?") {
                guard let end = find(bytes, "?>", from: index + 2) else { return .needMoreBytes }
                index = end + 2
            } else if starts(bytes, at: index, with: "<!DOCTYPE") {
                guard let end = declarationEnd(bytes, from: index + 9) else { return .needMoreBytes }
                return .found(index..<end)
            } else if bytes.count - index < 9 {
                return .needMoreBytes
            } else {
                return .none
            }
        }
        return .needMoreBytes
    }

    /// The index just after the `>` that closes a declaration whose body starts at `start`.
    private static func declarationEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        var depth = 0
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if starts(bytes, at: index, with: "<!--") {
                guard let end = find(bytes, "-->", from: index + 4) else { return nil }
                index = end + 3
                continue
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with text: String) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index..<index + pattern.count]) == pattern
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if starts(bytes, at: index, with: text) { return index }
            index += 1
        }
        return nil
    }
}
