import Foundation

/// A JSON value with ordered keys, so machine output keeps the documented key order and writes `null` explicitly.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    public static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
    public static func optional(_ value: Int64?) -> JSONValue { value.map(JSONValue.int) ?? .null }
    public static func optional(_ value: Int?) -> JSONValue { value.map { .int(Int64($0)) } ?? .null }
    public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.double) ?? .null }

    /// Two-space indented text, with non-ASCII left as UTF-8. Controls, line separators, bidi and zero-width
    /// characters are written as `\uXXXX`: the value is what KOBIS sent, and printing it cannot act on a terminal.
    public func serialized(indent: Int = 0) -> String {
        var out = ""
        write(into: &out, indent: indent)
        return out
    }

    /// One line, no spaces: for JSON Lines.
    public func compact() -> String {
        var out: [UInt8] = []
        writeCompact(into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// JSON Lines: each value compact, on a line of its own. Written as bytes, which costs a fraction of appending
    /// to a string piece by piece.
    public static func lines(_ values: [JSONValue]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(values.count * 512)
        for value in values {
            value.writeCompact(into: &out)
            out.append(UInt8(ascii: "\n"))
        }
        return String(decoding: out, as: UTF8.self)
    }

    private func writeCompact(into out: inout [UInt8]) {
        switch self {
        case .array(let items):
            out.append(UInt8(ascii: "["))
            var first = true
            for item in items {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                item.writeCompact(into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            var first = true
            for (key, value) in members {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                JSONValue.quote(key, into: &out)
                out.append(UInt8(ascii: ":"))
                value.writeCompact(into: &out)
            }
            out.append(UInt8(ascii: "}"))
        case .string(let text):
            JSONValue.quote(text, into: &out)
        case .int(let number):
            out.append(contentsOf: String(number).utf8)
        case .null:
            out.append(contentsOf: "null".utf8)
        default:
            var text = ""
            write(into: &text, indent: 0)
            out.append(contentsOf: text.utf8)
        }
    }

    /// `text` quoted as ``quote(_:into:)`` writes it, as bytes.
    private static func quote(_ text: String, into out: inout [UInt8]) {
        guard text.utf8.contains(where: JSONValue.mayNeedEscape) else {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: text.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        var quoted = ""
        quote(text, into: &quoted)
        out.append(contentsOf: quoted.utf8)
    }

    /// The bytes that start what may need an escape: controls, `"`, `\\`, DEL, and the lead bytes of the C1
    /// controls, line separators, bidi and zero-width characters.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .int(let number): out += String(number)
        case .double(let number):
            if !number.isFinite {
                out += "null"
            } else if number == number.rounded(), abs(number) < 1e15 {
                out += String(Int64(number))
            } else {
                out += "\(number)"
            }
        case .string(let text): JSONValue.quote(text, into: &out)
        case .array(let items):
            guard !items.isEmpty else {
                out += "[]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                item.write(into: &out, indent: indent + 2)
                out += index < items.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let members):
            guard !members.isEmpty else {
                out += "{}"
                return
            }
            out += "{\n"
            for (index, (key, value)) in members.enumerated() {
                out += String(repeating: " ", count: indent + 2)
                JSONValue.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 2)
                out += index < members.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        }
    }

    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        // Most strings need no escape at all: copy them whole.
        if !text.utf8.contains(where: JSONValue.mayNeedEscape) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where Sanitizer.jsonMustEscape(scalar.value):
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// The member `key` of an object; nil for anything else or a missing key.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public var stringValue: String? { if case .string(let text) = self { return text } else { return nil } }
    public var intValue: Int64? {
        switch self {
        case .int(let number): return number
        case .double(let number) where number == number.rounded() && abs(number) < 1e15: return Int64(number)
        default: return nil
        }
    }
    public var boolValue: Bool? { if case .bool(let flag) = self { return flag } else { return nil } }
    public var isNull: Bool { if case .null = self { return true } else { return false } }
    public var members: [(String, JSONValue)]? {
        if case .object(let members) = self { return members } else { return nil }
    }
}
