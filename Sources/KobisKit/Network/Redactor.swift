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

    /// In a URL (a word that starts with `http://`, `https://` or `/` and has a query), `…?key=abc&…` becomes
    /// `…?key=REDACTED&…`; likewise `apikey=`. Only the value is masked, up to the first character a URL we
    /// build never leaves unencoded there, so a quote or a colon after it stays. The same words in the user's
    /// own text (`'20124079&key=other'`) are not a URL and are left as they are: a real key in them is one of
    /// the secrets, masked above.
    static func maskQueryParameters(_ text: String) -> String {
        guard text.contains("key=") else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "key=") {
            let before = rest[rest.startIndex..<range.lowerBound]
            result += before
            result += "key="
            var tail = rest[range.upperBound...]
            if isParameterInURL(before: result.dropLast(4)) {
                let end = tail.firstIndex { !isQueryValueCharacter($0) } ?? tail.endIndex
                if end != tail.startIndex { result += mask }
                tail = tail[end...]
            }
            rest = tail
        }
        return result + rest
    }

    /// Whether the `key=` that follows `before` names a `key` or `apikey` parameter of a URL's query.
    private static func isParameterInURL(before: Substring) -> Bool {
        guard
            let stem = parameterNames.map({ $0.dropLast(3) }).first(where: { stem in
                guard before.hasSuffix(stem) else { return false }
                let mark = before.dropLast(stem.count).last
                return mark == "?" || mark == "&"
            })
        else { return false }
        let word = before.dropLast(stem.count + 1).reversed().prefix { !isWordBoundary($0) }
        let start = String(word.reversed()).lowercased()
        guard start.hasPrefix("http://") || start.hasPrefix("https://") || start.hasPrefix("/") else { return false }
        return start.contains("?") || before.dropLast(stem.count).last == "?"
    }

    private static func isWordBoundary(_ character: Character) -> Bool {
        character.isWhitespace || "'\"`<>()[]{}".contains(character)
    }

    /// What a percent-encoded query value holds: unreserved characters, `%` escapes and `+`.
    private static func isQueryValueCharacter(_ character: Character) -> Bool {
        guard character.isASCII, let value = character.asciiValue else { return false }
        return (value >= 0x30 && value <= 0x39) || (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
            || "-._~%+".contains(character)
    }
}
