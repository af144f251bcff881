import Foundation

/// A JSON scalar read as text: KOBIS sends numbers as strings, but a number, a bool or null is accepted too.
struct RawText: Decodable {
    let value: String?

    /// Text as read without JSONDecoder; nil for a missing or null value, as JSONDecoder gives it.
    init?(_ text: String?) {
        guard let text else { return nil }
        value = text
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = nil
        } else if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else if let number = try? container.decode(Double.self) {
            value = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            value = String(flag)
        } else {
            throw DecodingError.typeMismatch(
                String.self, .init(codingPath: decoder.codingPath, debugDescription: "not a scalar"))
        }
    }
}
