import Foundation
import Hummingbird
import RepbookCore

/// JSON written straight into bytes, for the few large answers where Foundation's `JSONEncoder` (one boxed value at a
/// time, then a tree, then the text) was most of the request: the stats of a ten-year exercise are about a thousand
/// small objects. Writes what `JSONEncoder` writes for the same values (a test decodes both and compares them).
struct JSONText {
    private(set) var bytes: [UInt8] = []
    /// Whether the innermost open object or array still has no member (no comma before the next one).
    private var empty: [Bool] = []

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// Writes `{`, the members `body` writes, then `}`.
    mutating func object(_ body: (inout JSONText) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        empty.append(true)
        body(&self)
        empty.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    /// Writes `[`, the elements `body` writes, then `]`.
    mutating func array(_ body: (inout JSONText) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        empty.append(true)
        body(&self)
        empty.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Writes a member's name; its value is what is written next.
    mutating func key(_ name: String) {
        separate()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        empty[empty.count - 1] = true
    }

    /// Writes a string, escaped.
    mutating func value(_ text: String) {
        separate()
        string(text)
    }

    /// Writes `true` or `false`.
    mutating func value(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    }

    /// Writes an integer.
    mutating func value(_ number: some BinaryInteger) {
        separate()
        bytes.append(contentsOf: String(number).utf8)
    }

    /// Writes a number as `JSONEncoder` does: whole numbers without a fraction.
    mutating func value(_ number: Double) {
        separate()
        if number == number.rounded(), abs(number) < 1e15 {
            bytes.append(contentsOf: String(Int64(number)).utf8)
        } else {
            bytes.append(contentsOf: number.description.utf8)
        }
    }

    /// Writes a number, or `null`.
    mutating func nullable(_ number: Double?) {
        guard let number else { return null() }
        value(number)
    }

    /// Writes an integer, or `null`.
    mutating func nullable(_ number: Int?) {
        guard let number else { return null() }
        value(number)
    }

    /// Writes an instant as `JSONEncoder`'s `.iso8601` strategy does (`2026-11-28T05:09:41Z`: UTC, whole seconds).
    mutating func value(iso8601 date: Date) {
        separate()
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = Int(seconds - days * 86_400)
        let day = LocalDate(dayNumber: Int(days))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: day.description.utf8)
        bytes.append(UInt8(ascii: "T"))
        digits(time / 3600)
        bytes.append(UInt8(ascii: ":"))
        digits(time / 60 % 60)
        bytes.append(UInt8(ascii: ":"))
        digits(time % 60)
        bytes.append(contentsOf: "Z\"".utf8)
    }

    /// Writes `null`.
    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    /// The text as a JSON response.
    func response() -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(bytes.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// A comma before every member or element but the first; nothing after a key.
    private mutating func separate() {
        guard let last = empty.last else { return }
        if last {
            empty[empty.count - 1] = false
        } else {
            bytes.append(UInt8(ascii: ","))
        }
    }

    /// Two decimal digits, zero-padded.
    private mutating func digits(_ number: Int) {
        bytes.append(UInt8(ascii: "0") + UInt8(number / 10))
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    /// Writes `text` quoted and escaped, scanning its UTF-8 bytes in place (a walk of `String.UTF8View` through the
    /// generic `contains(where:)` was 6 % of the exercise list's server CPU in perf).
    private mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in string(utf8) }
    }

    private mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(UInt8(ascii: "\""))
        // Most names and notes need no escape: copied whole.
        if !utf8.contains(where: Self.needsEscape) {
            bytes.append(contentsOf: utf8)
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20: bytes.append(contentsOf: String(format: "\\u%04x", byte).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether a string's byte must be escaped in JSON: a quote, a backslash or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
