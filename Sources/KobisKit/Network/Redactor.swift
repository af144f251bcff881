import Foundation

/// Removes an API key from any text before it is shown or logged.
public struct Redactor: Sendable {
    public let key: String?
    public static let mask = "REDACTED"

    public init(key: String?) {
        let trimmed = key?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        self.key = trimmed.isEmpty ? nil : trimmed
    }

    /// Replaces the key itself (raw or percent-encoded) and the value of any `key=` query parameter.
    public func redact(_ text: String) -> String {
        var out = text
        if let key {
            out = out.replacingOccurrences(of: key, with: Redactor.mask)
            let encoded = KobisAPI.percentEncode(key)
            if encoded != key { out = out.replacingOccurrences(of: encoded, with: Redactor.mask) }
        }
        return Redactor.maskQueryKey(out)
    }

    /// `…?key=abc&…` becomes `…?key=REDACTED&…`, whatever the key is.
    static func maskQueryKey(_ text: String) -> String {
        guard text.contains("key=") else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "key=") {
            let before = rest[rest.startIndex..<range.lowerBound]
            result += before
            result += "key="
            let isParameter = before.last.map { $0 == "?" || $0 == "&" } ?? false
            var tail = rest[range.upperBound...]
            if isParameter {
                let end = tail.firstIndex(where: { $0 == "&" || $0 == "#" || $0.isWhitespace || $0 == "\"" || $0 == ")" }) ?? tail.endIndex
                if end != tail.startIndex { result += mask }
                tail = tail[end...]
            }
            rest = tail
        }
        return result + rest
    }
}
