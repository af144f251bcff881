import Foundation

/// The pieces every KOBIS answer shares: the `faultInfo` check, the root check, numbers sent as strings,
/// the three date shapes, and trimming. Each endpoint's file decodes its own body with these.
public struct DecodingManager: Sendable {
    public init() {}

    // MARK: - Envelope

    /// The bytes every fault root starts with (`"faultInfo"`, `"faultResult"`).
    static let faultMarker = Data("\"fault".utf8)

    /// Throws the fault a `faultInfo` (or `faultResult`) root carries; returns when there is none.
    public func checkForFault(_ data: Data) throws {
        try rejectNonJSON(data)
        // A second full parse only when the body can hold a fault root at all: most answers cannot.
        guard DecodingManager.contains(data, DecodingManager.faultMarker),
            let probe = try? JSONDecoder().decode(RawFaultProbe.self, from: data),
            let fault = probe.faultInfo ?? probe.faultResult
        else { return }
        let code = text(fault.errorCode) ?? "unknown"
        let message = text(fault.message) ?? ""
        switch code {
        case "320010": throw KobisError.invalidKey(message: message)
        case "320011": throw KobisError.quotaExceeded(message: message)
        default: throw KobisError.fault(code: code, message: message)
        }
    }

    /// Whether `needle` occurs in `data`: a scan of the bytes (Foundation's `range(of:)` costs several times more).
    static func contains(_ data: Data, _ needle: Data) -> Bool {
        let wanted = [UInt8](needle)
        guard let first = wanted.first else { return true }
        return data.withUnsafeBytes { bytes in
            guard bytes.count >= wanted.count else { return false }
            var index = 0
            while index <= bytes.count - wanted.count {
                if bytes[index] == first {
                    var matched = 1
                    while matched < wanted.count && bytes[index + matched] == wanted[matched] { matched += 1 }
                    if matched == wanted.count { return true }
                }
                index += 1
            }
            return false
        }
    }

    /// Checks for a fault, decodes `Envelope`, and returns the root `root` picks; a missing root is an error, never zero rows.
    func envelope<Envelope: Decodable, Root>(
        _ type: Envelope.Type, from data: Data, rootName: String,
        root: (Envelope) -> Root?
    ) throws -> Root {
        try checkForFault(data)
        let envelope = try decode(type, from: data)
        guard let value = root(envelope) else {
            throw KobisError.unexpectedRoot(expected: rootName, found: rootKeys(data))
        }
        return value
    }

    /// A ranking's root: read by ``RankingReader`` when it takes the body, else decoded as ``envelope`` does.
    func rankingResult(from data: Data) throws -> RawBoxOfficeResult {
        try checkForFault(data)
        if let result = RankingReader.result(data) { return result }
        return try envelope(RawBoxOfficeEnvelope.self, from: data, rootName: "boxOfficeResult") { $0.boxOfficeResult }
    }

    private func rejectNonJSON(_ data: Data) throws {
        guard
            let first = data.first(where: {
                !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF)
            })
        else {
            throw KobisError.malformed(Phrase.say(ko: "본문이 비어 있습니다", en: "empty body"))
        }
        if first == UInt8(ascii: "<") {
            throw KobisError.malformed(
                Phrase.say(ko: "JSON 대신 HTML이나 XML 페이지가 왔습니다", en: "an HTML or XML page instead of JSON"))
        }
        if first != UInt8(ascii: "{") {
            throw KobisError.malformed(Phrase.say(ko: "JSON 객체가 아닙니다", en: "not a JSON object"))
        }
    }

    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch let error as DecodingError {
            throw KobisError.malformed(DecodingManager.describe(error))
        } catch {
            throw KobisError.malformed(Phrase.say(ko: "올바른 JSON이 아닙니다", en: "not valid JSON"))
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.prefix(8).map {
                $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue.prefix(40))"
            }.joined()
            return keys.isEmpty ? Phrase.say(ko: "최상위", en: "the top level") : String(keys.drop(while: { $0 == "." }))
        }
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? Phrase.say(ko: "올바른 JSON이 아닙니다 (잘렸거나 손상됨)", en: "not valid JSON (truncated or damaged)")
                : Phrase.say(ko: "\(path(context))의 값이 손상되었습니다", en: "damaged value at \(path(context))")
        case .keyNotFound(let key, let context):
            return Phrase.say(
                ko: "\(path(context))에 \(key.stringValue.prefix(40))이(가) 없습니다",
                en: "missing \(key.stringValue.prefix(40)) in \(path(context))")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return Phrase.say(ko: "\(path(context))에 예상하지 못한 값이 있습니다", en: "unexpected value at \(path(context))")
        @unknown default: return Phrase.say(ko: "올바른 JSON이 아닙니다", en: "not valid JSON")
        }
    }

    /// The top-level keys of a body, at most 5, each at most 40 characters (they end up in a message).
    func rootKeys(_ data: Data) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
        return object.keys.sorted().prefix(5).map { String($0.prefix(40)) }
    }

    // MARK: - Fields

    /// Trimmed text, or nil for `""`, `" "` and absent values.
    func text(_ raw: RawText?) -> String? {
        guard let value = raw?.value, !value.isEmpty else { return nil }
        // Most values need no trimming: check the ends before paying for Foundation's trim.
        let utf8 = value.utf8
        if let first = utf8.first, let last = utf8.last, first > 0x20, last > 0x20, first < 0x80, last < 0x80 {
            return value
        }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    func person(_ name: RawText?, _ english: RawText?) -> Person? {
        text(name).map { Person(name: $0, nameEnglish: text(english)) }
    }

    /// An integer sent as text: `"93416"`, `"-4372"`, `"+5"`, `"1,234"`, or a whole `"100.0"`.
    func integer(_ raw: RawText?, _ field: @autoclosure () -> String) throws -> Int64? {
        guard let value = text(raw).map(withoutGroupingCommas) else { return nil }
        if let number = Int64(value) { return number }
        if let number = Double(value), number.isFinite, number == number.rounded(),
            abs(number) < 9.2e18
        {
            return Int64(number)
        }
        throw KobisError.malformed(Phrase.say(ko: "\(field())이(가) 정수가 아닙니다", en: "\(field()) is not a whole number"))
    }

    /// An integer that must lie in `range`; anything else is a malformed answer, never a trap later on.
    func integer(_ raw: RawText?, _ field: @autoclosure () -> String, in range: ClosedRange<Int64>) throws -> Int? {
        guard let value = try integer(raw, field()) else { return nil }
        guard range.contains(value), let small = Int(exactly: value) else {
            throw KobisError.malformed(Phrase.say(ko: "\(field())이(가) 범위를 벗어났습니다", en: "\(field()) is out of range"))
        }
        return small
    }

    /// A decimal sent as text: `"31.6"`, `"-13"`, `"14273.4"`.
    func decimal(_ raw: RawText?, _ field: @autoclosure () -> String) throws -> Double? {
        guard let value = text(raw).map(withoutGroupingCommas) else { return nil }
        guard
            value.utf8.allSatisfy({
                ($0 >= 48 && $0 <= 57) || $0 == 46 || $0 == 45 || $0 == 43 || $0 == 101 || $0 == 69
            }),
            let number = Double(value), number.isFinite
        else {
            throw KobisError.malformed(Phrase.say(ko: "\(field())이(가) 숫자가 아닙니다", en: "\(field()) is not a number"))
        }
        return number
    }

    private func withoutGroupingCommas(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: ",")) ? String(text.filter { $0 != "," }) : text
    }

    /// Any of KOBIS's date forms: `yyyy-MM-dd` or `yyyyMMdd`; blank gives nil.
    func date(_ raw: RawText?, _ field: @autoclosure () -> String) throws -> KobisDate? {
        guard let value = text(raw) else { return nil }
        guard let date = KobisDate(value) else {
            throw KobisError.malformed(Phrase.say(ko: "\(field())이(가) 날짜가 아닙니다", en: "\(field()) is not a date"))
        }
        return date
    }

    /// `showRange`: `yyyymmdd~yyyymmdd`.
    func range(_ raw: RawText?) throws -> ClosedRange<KobisDate>? {
        guard let value = text(raw) else { return nil }
        let parts = value.split(separator: "~", omittingEmptySubsequences: false)
        guard parts.count == 2, let start = KobisDate(String(parts[0])), let end = KobisDate(String(parts[1])),
            start <= end
        else {
            throw KobisError.malformed(Phrase.say(ko: "showRange가 날짜 범위가 아닙니다", en: "showRange is not a date range"))
        }
        return start...end
    }
}
