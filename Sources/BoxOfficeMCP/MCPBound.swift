import KobisKit

/// What keeps an answer readable: a tool result is at most ``messageLimit`` bytes a message unless the call says
/// `full: true`. A bounded tool names the list its answer is cut in and what narrows the call; the cut answer says
/// in `truncated` how many rows it shows, of how many, and how to get the rest.
struct MCPBound: Sendable {
    /// The largest tool result message by default: the JSON-RPC line, text and structured content together.
    static let messageLimit = 24 * 1024

    static let full = OptionDeclaration<Bool>(
        OptionSpec("full", help: "all of it, even past 24 KB", kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)

    /// The document's list that is cut.
    let key: String
    /// What narrows the call, for the sentence on how to get the rest.
    let narrow: Label

    /// The document, or as many of its first rows as fit, with `truncated`.
    func cut(_ document: JSONValue, fits: (JSONValue) -> Bool) -> JSONValue {
        guard !fits(document), let members = document.members,
            let index = members.firstIndex(where: { $0.0 == key }), case .array(let rows) = members[index].1
        else { return document }
        func first(_ count: Int) -> JSONValue {
            var copy = members
            copy[index].1 = .array(Array(rows.prefix(count)))
            copy.append(
                (
                    "truncated",
                    .object([
                        ("shown", .int(Int64(count))), ("of", .int(Int64(rows.count))),
                        (
                            "more",
                            .string(
                                Phrase.say(
                                    ko: "\(key)의 \(rows.count)개 중 \(count)개가 24 KB에 들어갑니다: \(narrow.ko). "
                                        + "모두 받으려면 full=true를 주세요",
                                    en: "\(count) of \(rows.count) in \(key) fit in 24 KB: \(narrow.en), "
                                        + "or full=true for all"))
                        ),
                    ])
                ))
            return .object(copy)
        }
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high + 1) / 2
            if fits(first(middle)) { low = middle } else { high = middle - 1 }
        }
        return first(low)
    }

    /// An output schema as the listing shows it, kept small (every session reads the listing): the document's
    /// members by name, each list and object typed as one (with what a list holds), the document's `type` with
    /// its values, and `required`; a bounded tool's `truncated` added. Members' types and rows' keys are in
    /// docs/json.md and in every answer.
    static func listed(_ schema: JSONValue, bounded: Bool) -> JSONValue {
        var properties = (schema["properties"]?.members ?? []).map { name, member in
            (name, name == "type" ? member["enum"].map { .object([("enum", $0)]) } ?? .object([]) : outline(member))
        }
        if bounded { properties.append(("truncated", .object([("type", .string("object"))]))) }
        return .object(
            [("type", .string("object")), ("properties", .object(properties))]
                + (schema["required"].map { [("required", $0)] } ?? []))
    }

    /// A member's schema reduced to whether it is a list or an object (with or without null): anything else says
    /// nothing. A list says what its items are (objects, strings), but not their keys.
    static func outline(_ member: JSONValue) -> JSONValue {
        var options = [member]
        if case .array(let anyOf)? = member["anyOf"] { options = anyOf }
        var kinds: [String] = []
        var items: JSONValue?
        for option in options {
            var named = option["type"]?.stringValue.map { [$0] } ?? []
            if case .array(let types)? = option["type"] { named = types.compactMap(\.stringValue) }
            for kind in named where !kinds.contains(kind) { kinds.append(kind) }
            if let type = option["items"]?["type"] { items = items ?? .object([("type", type)]) }
        }
        let shaped = kinds.filter { $0 == "object" || $0 == "array" }
        guard !shaped.isEmpty else { return .object([]) }
        let typed = shaped + (kinds.contains("null") ? ["null"] : [])
        let type: JSONValue = typed.count == 1 ? .string(typed[0]) : .array(typed.map(JSONValue.string))
        guard shaped.contains("array"), let items else { return .object([("type", type)]) }
        return .object([("type", type), ("items", items)])
    }
}
