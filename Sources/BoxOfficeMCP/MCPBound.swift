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
    let narrow: String

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
                            .string("\(count) of \(rows.count) in \(key) fit in 24 KB: \(narrow), or full=true for all")
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

    static let truncatedSchema = JSONValue.object([
        ("type", .string("object")),
        (
            "properties",
            .object([
                ("shown", .object([("type", .string("integer"))])), ("of", .object([("type", .string("integer"))])),
                ("more", .object([("type", .string("string"))])),
            ])
        ),
    ])

    /// An output schema as the listing shows it: the document's members and its rows' keys typed, objects deeper
    /// than that typed as objects, `required` only at the top, no `format`, no `enum` but the document's `type`'s;
    /// a bounded tool's `truncated` added.
    static func listed(_ schema: JSONValue, bounded: Bool) -> JSONValue {
        guard bounded, case .object(var members) = slim(schema, depth: 0),
            let index = members.firstIndex(where: { $0.0 == "properties" }), var properties = members[index].1.members
        else { return slim(schema, depth: 0) }
        properties.append(("truncated", truncatedSchema))
        members[index].1 = .object(properties)
        return .object(members)
    }

    /// A record's schema with its lists' items typed as objects only: a film's sheet has eight lists of small
    /// objects (actors, companies, …) whose keys docs/json.md gives, and listing them all costs a kilobyte.
    /// `only`: those lists alone (a range's `items`, each a ranking whose keys daily_box_office lists).
    static func shallow(_ schema: JSONValue, only: Set<String>? = nil) -> JSONValue {
        guard let members = schema.members else { return schema }
        return .object(
            members.map { key, value in
                guard key == "properties", let properties = value.members else { return (key, value) }
                return (
                    key,
                    .object(
                        properties.map { name, property in
                            guard property["type"] == .string("array"), property["items"]?["type"] == .string("object"),
                                only?.contains(name) ?? true
                            else { return (name, property) }
                            return (name, .object([("type", .string("array")), ("items", .object([("type", .string("object"))]))]))
                        })
                )
            })
    }

    /// A range's schema with its `items` (each a ranking whose keys daily_box_office lists) typed as objects.
    static func shallowItems(_ schema: JSONValue) -> JSONValue { shallow(schema, only: ["items"]) }

    /// Lists of objects that differ only in their keys (a brief and a full form) as one list with every key: once
    /// `required` is gone below the top, it accepts what either did.
    static func merged(_ options: [JSONValue]) -> JSONValue? {
        var keys: [(String, JSONValue)] = []
        for option in options {
            guard option["type"] == .string("array"), option.members?.count == 2,
                let items = option["items"], items["type"] == .string("object"), items.members?.count == 2,
                let properties = items["properties"]?.members
            else { return nil }
            for (key, value) in properties {
                if let index = keys.firstIndex(where: { $0.0 == key }) {
                    guard keys[index].1 == value else { return nil }
                } else {
                    keys.append((key, value))
                }
            }
        }
        return .object([
            ("type", .string("array")),
            ("items", .object([("type", .string("object")), ("properties", .object(keys))])),
        ])
    }

    /// `row`: the schema is the items of a list, whose keys are kept one level down from the document.
    static func slim(_ schema: JSONValue, depth: Int, row: Bool = false) -> JSONValue {
        guard let members = schema.members else { return schema }
        if case .array(let options)? = schema["anyOf"] {
            let slimmed = options.map { slim($0, depth: depth, row: row) }
            return merged(slimmed) ?? .object([("anyOf", .array(slimmed))])
        }
        let type = schema["type"] ?? .null
        var kinds = type.stringValue.map { [$0] } ?? []
        if case .array(let names) = type { kinds = names.compactMap(\.stringValue) }
        if kinds.contains("object"), depth > 0, !(row && depth == 1) { return .object([("type", type)]) }
        return .object(
            members.compactMap { key, value in
                switch key {
                case "properties":
                    return (
                        key,
                        .object(
                            (value.members ?? []).map { name, property in
                                // A member that echoes an argument (metric, kind, period …) has its values in the
                                // input schema; only the document's `type` keeps its enum.
                                let slimmed = slim(property, depth: depth + 1)
                                guard name != "type", let members = slimmed.members else { return (name, slimmed) }
                                return (name, .object(members.filter { $0.0 != "enum" }))
                            })
                    )
                case "items": return (key, slim(value, depth: depth, row: true))
                case "required": return depth == 0 ? (key, value) : nil
                case "format": return nil  // the input descriptions say yyyy-mm-dd
                default: return (key, value)
                }
            })
    }
}
