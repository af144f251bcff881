import Foundation
import KobisKit

/// A JSON text parsed into ``JSONValue`` (object keys keep their order), refusing nesting deeper than `maxDepth`
/// before it can cost anything. Numbers without a fraction or exponent that fit in 64 bits are integers.
struct JSONReader {
    enum Failure: Error, Equatable {
        case syntax(String)
        case tooDeep(Int)
    }

    static let defaultMaxDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int

    private init(_ bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    static func parse(_ bytes: [UInt8], maxDepth: Int = defaultMaxDepth) throws -> JSONValue {
        var reader = JSONReader(bytes, maxDepth: maxDepth)
        reader.skipSpace()
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw Failure.syntax("text after the value") }
        return value
    }

    static func parse(_ text: String, maxDepth: Int = defaultMaxDepth) throws -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func expect(_ word: String, _ value: JSONValue) throws -> JSONValue {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw Failure.syntax("unexpected text at byte \(index)")
        }
        index += utf8.count
        return value
    }

    private mutating func value(depth: Int) throws -> JSONValue {
        guard index < bytes.count else { throw Failure.syntax("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maxDepth else { throw Failure.tooDeep(maxDepth) }
            index += 1
            var members: [(String, JSONValue)] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw Failure.syntax("expected a key at byte \(index)")
                }
                let key = try string()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw Failure.syntax("expected ':' at byte \(index)")
                }
                index += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw Failure.syntax("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                throw Failure.syntax("expected ',' or '}' at byte \(index)")
            }
        case UInt8(ascii: "["):
            guard depth < maxDepth else { throw Failure.tooDeep(maxDepth) }
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw Failure.syntax("unexpected end") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(items)
                }
                throw Failure.syntax("expected ',' or ']' at byte \(index)")
            }
        case UInt8(ascii: "\""):
            return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        default:
            return try number()
        }
    }

    /// A number as RFC 8259 writes it: `-`, then `0` or digits without a leading zero, then `.digits`, then an
    /// exponent; `+1`, `01`, `.5` and `1.` are refused.
    private mutating func number() throws -> JSONValue {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, (0x30...0x39).contains(bytes[index]) else {
            throw Failure.syntax("unexpected character at byte \(start)")
        }
        if bytes[index] == UInt8(ascii: "0") { index += 1 } else { _ = digits() }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            isInteger = false
            guard digits() > 0 else { throw Failure.syntax("bad number at byte \(start)") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            isInteger = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw Failure.syntax("bad number at byte \(start)") }
        }
        if index < bytes.count, (0x30...0x39).contains(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw Failure.syntax("bad number at byte \(start)")
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int64(text) { return .int(value) }
        guard let value = Double(text), value.isFinite else { throw Failure.syntax("bad number at byte \(start)") }
        return .double(value)
    }

    private mutating func string() throws -> String {
        index += 1  // the opening quote
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw Failure.syntax("unexpected end in a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): out.append(0x22)
                case UInt8(ascii: "\\"): out.append(0x5C)
                case UInt8(ascii: "/"): out.append(0x2F)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    var next: UInt32?  // a second escape that did not pair with a high surrogate
                    if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            next = low
                        }
                    }
                    for value in [scalar] + (next.map { [$0] } ?? []) {
                        out.append(contentsOf: Array(String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}").utf8))
                    }
                default:
                    throw Failure.syntax("bad escape at byte \(index - 1)")
                }
            default:
                guard byte >= 0x20 else { throw Failure.syntax("a control character in a string at byte \(index - 1)") }
                out.append(byte)
            }
        }
        throw Failure.syntax("unterminated string")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            bytes[index..<index + 4].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }),
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else {
            throw Failure.syntax("bad \\u escape at byte \(index)")
        }
        index += 4
        return value
    }
}
