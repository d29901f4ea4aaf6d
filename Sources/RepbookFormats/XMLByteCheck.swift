/// Checks the bytes of an XML file before the parser sees them, chunk by chunk, for what Foundation's `XMLParser`
/// cannot be trusted with: bytes that are not UTF-8 (one inside an element or attribute name kills the process on
/// Linux), characters XML forbids (NUL and the other control characters), start tags with so many attributes that
/// the parser's cost grows with their square, and markup that Foundation's SAX callbacks crash on (a null pointer read
/// on Linux): a processing instruction other than the XML declaration at the start (`<?e?>`, whose empty data
/// FoundationXML passes to `strlen`), and a declaration other than a comment or CDATA section (`<!DOCTYPE`,
/// `<!ATTLIST … #REQUIRED>`: an attribute declared without a default), which a Health export has only in the document
/// type declaration that is blanked before this check.
///
/// It follows just enough of XML to know where a start tag is: comments, CDATA sections and processing instructions
/// are skipped, quoted attribute values are not counted, and a `<` inside a value (which XML forbids) is refused, so
/// the check and the parser cannot disagree about where a tag ends. The document type declaration is expected to be
/// blanked before this check (`DoctypeBlankingStream`); one that was not (a second one, or one the scan did not find)
/// is refused.
struct XMLByteCheck {
    /// The most attributes one element may carry; an Apple Health record has about eight.
    static let maximumAttributesPerElement = 256

    /// Where a file went wrong: the line (from 1) and what is wrong there.
    struct Problem: Error, Equatable, Sendable {
        let line: Int
        let message: String
    }

    private enum Markup {
        case text
        /// After `<`, before the byte that says what follows.
        case open
        /// After `<?` at the start of the file; `matched` counts the bytes of `<?xml` seen so far.
        case xmlDeclaration(matched: Int)
        /// After `<!`; `matched` counts the bytes of `<!--` or `<![CDATA[` seen so far.
        case bang(matched: Int, comment: Bool, cdata: Bool)
        case startTag(attributes: Int, quote: UInt8?)
        /// An end tag, up to its `>`.
        case otherTag
        /// A comment, CDATA section or processing instruction; `matched` counts the bytes of its end seen so far.
        case skipped(end: [UInt8], matched: Int)
    }

    private static let commentStart = Array("<!--".utf8)
    private static let cdataStart = Array("<![CDATA[".utf8)
    private static let xmlDeclarationStart = Array("<?xml".utf8)
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private(set) var line = 1
    private(set) var problem: Problem?
    private var markup = Markup.text
    /// How many bytes were checked before the current one, and whether the file starts with a byte-order mark: the XML
    /// declaration may only open the file.
    private var offset = 0
    private var startsWithByteOrderMark = true
    /// Continuation bytes still due in the current UTF-8 sequence, and the range allowed for the next one.
    private var continuationsDue = 0
    private var nextContinuation: ClosedRange<UInt8> = 0x80...0xBF
    /// The scalar being decoded, to refuse the control characters XML forbids.
    private var scalar: UInt32 = 0

    /// Checks the next bytes of the file; answers how many of them are safe to parse (all of them unless a problem was
    /// found, then the bytes before it). Once a problem is found every later chunk is refused.
    mutating func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard problem == nil else { return 0 }
        for (index, byte) in bytes.enumerated() {
            if offset < Self.byteOrderMark.count, byte != Self.byteOrderMark[offset] { startsWithByteOrderMark = false }
            guard checkEncoding(byte), followMarkup(byte) else { return index }
            if byte == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        return bytes.count
    }

    /// The problem for a file that ended: a UTF-8 sequence cut off at the end is one.
    mutating func finish() {
        if problem == nil, continuationsDue > 0 { fail("the file ends inside a character") }
    }

    private mutating func checkEncoding(_ byte: UInt8) -> Bool {
        if continuationsDue > 0 {
            guard nextContinuation.contains(byte) else { return fail(notUTF8(byte)) }
            continuationsDue -= 1
            nextContinuation = 0x80...0xBF
            scalar = scalar << 6 | UInt32(byte & 0x3F)
            if continuationsDue == 0, scalar == 0xFFFE || scalar == 0xFFFF {
                return fail("the character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML")
            }
            return true
        }
        switch byte {
        case 0x09, 0x0A, 0x0D, 0x20...0x7F:
            return true
        case 0x00...0x1F:
            return fail("the control character 0x\(hex(byte)) is not allowed in XML")
        case 0xC2...0xDF:
            begin(1, 0x80...0xBF, UInt32(byte & 0x1F))
        case 0xE0:
            begin(2, 0xA0...0xBF, UInt32(byte & 0x0F))
        case 0xED:
            begin(2, 0x80...0x9F, UInt32(byte & 0x0F))
        case 0xE1...0xEF:
            begin(2, 0x80...0xBF, UInt32(byte & 0x0F))
        case 0xF0:
            begin(3, 0x90...0xBF, UInt32(byte & 0x07))
        case 0xF1...0xF3:
            begin(3, 0x80...0xBF, UInt32(byte & 0x07))
        case 0xF4:
            begin(3, 0x80...0x8F, UInt32(byte & 0x07))
        default:
            return fail(notUTF8(byte))
        }
        return true
    }

    private mutating func begin(_ continuations: Int, _ allowed: ClosedRange<UInt8>, _ bits: UInt32) {
        continuationsDue = continuations
        nextContinuation = allowed
        scalar = bits
    }

    private mutating func followMarkup(_ byte: UInt8) -> Bool {
        switch markup {
        case .text:
            if byte == UInt8(ascii: "<") { markup = .open }
        case .open:
            switch byte {
            case UInt8(ascii: "!"): markup = .bang(matched: 2, comment: true, cdata: true)
            case UInt8(ascii: "?"):
                // The `<` was the file's first character (after a byte-order mark, if any).
                let start = startsWithByteOrderMark && offset >= Self.byteOrderMark.count ? Self.byteOrderMark.count : 0
                guard offset - 1 == start else { return fail(Self.processingInstruction) }
                markup = .xmlDeclaration(matched: 2)
            case UInt8(ascii: "/"): markup = .otherTag
            default: markup = .startTag(attributes: 0, quote: nil)
            }
        case .bang(let matched, let comment, let cdata):
            let stillComment = comment && matched < Self.commentStart.count && Self.commentStart[matched] == byte
            let stillCDATA = cdata && matched < Self.cdataStart.count && Self.cdataStart[matched] == byte
            if stillComment, matched + 1 == Self.commentStart.count {
                markup = .skipped(end: Array("-->".utf8), matched: 0)
            } else if stillCDATA, matched + 1 == Self.cdataStart.count {
                markup = .skipped(end: Array("]]>".utf8), matched: 0)
            } else if stillComment || stillCDATA {
                markup = .bang(matched: matched + 1, comment: stillComment, cdata: stillCDATA)
            } else {
                return fail("a declaration (<!…>) that is not a comment is not allowed after the head of the file")
            }
        case .xmlDeclaration(let matched):
            if matched < Self.xmlDeclarationStart.count {
                guard byte == Self.xmlDeclarationStart[matched] else { return fail(Self.processingInstruction) }
                markup = .xmlDeclaration(matched: matched + 1)
            } else {
                guard [0x20, 0x09, 0x0A, 0x0D].contains(byte) else { return fail(Self.processingInstruction) }
                markup = .skipped(end: Array("?>".utf8), matched: 0)
            }
        case .startTag(let attributes, let quote):
            return followStartTag(byte, attributes: attributes, quote: quote)
        case .otherTag:
            if byte == UInt8(ascii: ">") { markup = .text }
        case .skipped(let end, let matched):
            if byte == end[matched] {
                markup = matched + 1 == end.count ? .text : .skipped(end: end, matched: matched + 1)
            } else {
                markup = .skipped(end: end, matched: byte == end[0] ? 1 : 0)
            }
        }
        return true
    }

    private mutating func followStartTag(_ byte: UInt8, attributes: Int, quote: UInt8?) -> Bool {
        if let quote {
            if byte == UInt8(ascii: "<") { return fail("an attribute value holds a \"<\", which XML does not allow") }
            markup = .startTag(attributes: attributes, quote: byte == quote ? nil : quote)
            return true
        }
        switch byte {
        case UInt8(ascii: ">"):
            markup = .text
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            markup = .startTag(attributes: attributes, quote: byte)
        case UInt8(ascii: "="):
            guard attributes < Self.maximumAttributesPerElement else {
                return fail("an element has more than \(Self.maximumAttributesPerElement) attributes")
            }
            markup = .startTag(attributes: attributes + 1, quote: nil)
        default:
            break
        }
        return true
    }

    private static let processingInstruction =
        "a processing instruction (<?…?>) is not allowed; only the XML declaration, at the start of the file"

    private func notUTF8(_ byte: UInt8) -> String {
        "the byte 0x\(hex(byte)) is not UTF-8 text"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }

    @discardableResult
    private mutating func fail(_ message: String) -> Bool {
        problem = Problem(line: line, message: message)
        return false
    }
}
