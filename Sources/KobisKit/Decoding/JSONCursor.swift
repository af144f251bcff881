/// A strict reader of standard JSON over bytes, for the answer read on every run (a ranking). It takes only what
/// JSONDecoder is sure to read the same way: strings without escapes in valid UTF-8, plain numbers, the literals,
/// objects without a repeated key. Anything else throws ``Unsupported``, and the caller decodes the body with
/// JSONDecoder instead, which gives the same values or the same errors.
struct JSONCursor {
    /// Something this reader leaves to JSONDecoder.
    struct Unsupported: Error {}

    /// Where an object being read stands: whether a member was read yet, and the keys seen.
    struct Members {
        fileprivate var started = false
        fileprivate var keys: [String] = []
    }

    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var depth = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The next byte after whitespace, if any.
    private mutating func peek() -> UInt8? {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            case let byte: return byte
            }
        }
        return nil
    }

    private mutating func expect(_ byte: UInt8) throws {
        guard peek() == byte else { throw Unsupported() }
        index += 1
    }

    /// Nothing but whitespace is left.
    func atEnd() throws {
        var rest = self
        guard rest.peek() == nil else { throw Unsupported() }
    }

    /// Enters an object (`{`); read its members with ``nextKey(_:)``.
    mutating func enterObject() throws -> Members {
        try expect(UInt8(ascii: "{"))
        depth += 1
        guard depth <= 64 else { throw Unsupported() }
        return Members()
    }

    /// The key of the next member, whose value comes next; nil at the object's end.
    mutating func nextKey(_ members: inout Members) throws -> String? {
        if !members.started, peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return nil
        }
        if members.started {
            guard let byte = peek() else { throw Unsupported() }
            index += 1
            if byte == UInt8(ascii: "}") {
                depth -= 1
                return nil
            }
            guard byte == UInt8(ascii: ",") else { throw Unsupported() }
        }
        members.started = true
        let key = try string()
        guard !members.keys.contains(key) else { throw Unsupported() }
        members.keys.append(key)
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// Enters an array (`[`) when the next value is one; false for `null`.
    mutating func enterArrayOrNull() throws -> Bool {
        if peek() == UInt8(ascii: "n") {
            try literal("null")
            return false
        }
        try expect(UInt8(ascii: "["))
        depth += 1
        guard depth <= 64 else { throw Unsupported() }
        return true
    }

    /// Whether another element follows (`started`: one was read already); false at the array's end.
    mutating func nextElement(_ started: inout Bool) throws -> Bool {
        guard let byte = peek() else { throw Unsupported() }
        if byte == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return false
        }
        if started {
            guard byte == UInt8(ascii: ",") else { throw Unsupported() }
            index += 1
        }
        started = true
        return true
    }

    /// Whether the next value is `null` (which is then read).
    mutating func null() throws -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    /// A string, or nil for `null`; any other value is left to JSONDecoder.
    mutating func text() throws -> String? {
        try null() ? nil : string()
    }

    /// A string without escapes, in valid UTF-8.
    mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""))
        let start = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
                index += 1
                let text = String(decoding: slice, as: UTF8.self)
                // Decoding repairs bad UTF-8; JSONDecoder refuses it.
                guard ascii || text.utf8.elementsEqual(slice) else { throw Unsupported() }
                return text
            }
            guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { throw Unsupported() }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        throw Unsupported()
    }

    /// Skips any value.
    mutating func skip() throws {
        switch peek() {
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "{"):
            var members = try enterObject()
            while try nextKey(&members) != nil { try skip() }
        case UInt8(ascii: "["):
            _ = try enterArrayOrNull()
            var started = false
            while try nextElement(&started) { try skip() }
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try number()
        }
    }

    private mutating func literal(_ word: StaticString) throws {
        _ = peek()
        guard index + word.utf8CodeUnitCount <= bytes.count else { throw Unsupported() }
        for offset in 0..<word.utf8CodeUnitCount where bytes[index + offset] != word.utf8Start[offset] {
            throw Unsupported()
        }
        index += word.utf8CodeUnitCount
    }

    /// A plain number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?`, at most 18 characters (no exponent).
    private mutating func number() throws {
        _ = peek()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integer = digits()
        guard integer > 0, integer == 1 || bytes[index - integer] != UInt8(ascii: "0") else { throw Unsupported() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw Unsupported() }
        }
        guard index - start <= 18 else { throw Unsupported() }
        if index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): break
            default: throw Unsupported()
            }
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }
}
