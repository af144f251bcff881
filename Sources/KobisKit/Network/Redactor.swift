import Foundation

/// Removes secrets from text and bodies before they are shown, logged or cached. A second guard:
/// messages are already built without the key.
public struct Redactor: Sendable {
    public let secrets: [String]
    public static let mask = "REDACTED"
    /// Query parameters whose values are always masked, whatever they hold.
    static let parameterNames = ["key", "apikey"]

    public init(secrets: [String?]) {
        self.secrets = secrets.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { $0.count >= 4 }
    }

    public init(key: String?) { self.init(secrets: [key]) }

    /// Every secret (raw or percent-encoded) and the value of every `key=` and `apikey=` query parameter masked.
    public func redact(_ text: String) -> String {
        var out = text
        for secret in secrets {
            out = out.replacingOccurrences(of: secret, with: Redactor.mask)
            let encoded = RequestIdentity.percentEncode(secret)
            if encoded != secret { out = out.replacingOccurrences(of: encoded, with: Redactor.mask) }
        }
        return Redactor.maskQueryParameters(out)
    }

    /// A body with every secret masked, so an answer that echoes the key cannot carry it to the cache or the screen.
    public func redact(_ data: Data) -> Data {
        var out = data
        for secret in secrets {
            for form in Set([secret, RequestIdentity.percentEncode(secret)]) {
                let needle = Data(form.utf8)
                guard out.range(of: needle) != nil else { continue }
                var result = Data()
                var rest = out[out.startIndex...]
                while let found = rest.range(of: needle) {
                    result.append(rest[rest.startIndex..<found.lowerBound])
                    result.append(Data(Redactor.mask.utf8))
                    rest = rest[found.upperBound...]
                }
                result.append(rest)
                out = result
            }
        }
        return out
    }

    /// `…?key=abc&…` becomes `…?key=REDACTED&…`; likewise `apikey=`.
    static func maskQueryParameters(_ text: String) -> String {
        guard text.contains("key=") else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "key=") {
            let before = rest[rest.startIndex..<range.lowerBound]
            result += before
            result += "key="
            let isParameter = parameterNames.contains { name in
                let stem = name.dropLast(3)  // what stands before "key"
                guard before.hasSuffix(stem) else { return false }
                let mark = before.dropLast(stem.count).last
                return mark == "?" || mark == "&"
            }
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
