/// Turns the bytes a terminal sends into ``Key``s: CSI and SS3 sequences (the arrows, PgUp, PgDn, Home, End,
/// with or without modifiers), Enter, Backspace, Ctrl-C, and UTF-8 characters (Hangul included). A lone ESC
/// is held until ``flush()``, which the reader calls when nothing follows it within a moment: it is then the Esc
/// key. Unknown sequences and other control bytes are dropped.
struct KeyDecoder {
    private var pending: [UInt8] = []

    /// Whether a lone ESC (or an unfinished sequence) waits for more bytes.
    var isWaiting: Bool { !pending.isEmpty }

    /// The keys `bytes` complete, in order.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while let (key, used) = KeyDecoder.decode(pending[...]) {
            pending.removeFirst(used)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// What is held when no more bytes came: a lone ESC is the Esc key; an unfinished sequence is dropped.
    mutating func flush() -> [Key] {
        defer { pending.removeAll() }
        return pending.first == 0x1B ? [.escape] + decodeRest() : []
    }

    private mutating func decodeRest() -> [Key] {
        let rest = Array(pending.dropFirst())
        pending.removeAll()
        return feed(rest)
    }

    /// The key at the start of `bytes` and how many bytes it took (a nil key: bytes dropped); nil when more bytes
    /// are needed.
    static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            return escape(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x00..<0x20: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8(bytes)
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return nil }
        let second = bytes[start + 1]
        switch second {
        case UInt8(ascii: "["):
            // CSI: parameter and intermediate bytes, then a final byte from @ to ~.
            var index = start + 2
            while index < bytes.endIndex {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) {
                    let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
                    return (csi(final: byte, parameters: parameters), index - start + 1)
                }
                guard (0x20...0x3F).contains(byte) else { return (nil, index - start) }
                index += 1
            }
            return nil
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return nil }
            return (csi(final: bytes[start + 2], parameters: ""), 3)
        case 0x1B:
            return (.escape, 1)
        default:
            // Alt and a key: the Esc key, then the key itself.
            return (.escape, 1)
        }
    }

    private static func csi(final: UInt8, parameters: String) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            case "3": return .delete
            default: return nil
            }
        default: return nil
        }
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 && first < 0xF8 ? 4 : first >= 0xE0 ? 3 : first >= 0xC2 && first < 0xE0 ? 2 : 0
        guard length > 0 else { return (nil, 1) }
        let sequence = bytes.prefix(length)
        guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
        guard sequence.count == length else { return nil }
        let text = String(decoding: sequence, as: UTF8.self)
        guard let character = text.first, !text.unicodeScalars.contains("\u{FFFD}") else { return (nil, length) }
        return (.character(character), length)
    }
}
