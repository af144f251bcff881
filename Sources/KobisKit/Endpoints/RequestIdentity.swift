import Foundation

/// What a request asks for, without the key and without the server: the path below the API base and the
/// parameters in a fixed order. The cache and the demo sample both look answers up by it.
public struct RequestIdentity: Hashable, Sendable, CustomStringConvertible {
    /// A short name for file names and messages: `daily`, `movie`, …
    public let service: String
    /// The path below the API base, such as `boxoffice/searchDailyBoxOfficeList.json`.
    public let path: String
    public let parameters: [QueryParameter]

    public init(service: String, path: String, parameters: [QueryParameter]) {
        self.service = service
        self.path = path
        self.parameters = parameters
    }

    /// `path?name=value&…`, percent-encoded, never with a key.
    public var description: String {
        parameters.isEmpty ? path : path + "?" + RequestIdentity.query(parameters)
    }

    /// `name=value&…`, each side RFC 3986 percent-encoded.
    public static func query(_ parameters: [QueryParameter]) -> String {
        parameters.map { "\(percentEncode($0.name))=\(percentEncode($0.value))" }.joined(separator: "&")
    }

    /// RFC 3986 percent-encoding: everything but unreserved characters is escaped, UTF-8 first.
    public static func percentEncode(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(hex[Int(byte >> 4)])
                out.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }
}
