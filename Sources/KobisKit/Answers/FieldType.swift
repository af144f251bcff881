/// What a field holds, as its JSON Schema says it. Every array names its items.
public indirect enum FieldType: Sendable {
    case string
    case integer
    case number
    case boolean
    /// `yyyy-mm-dd`.
    case date
    /// ISO 8601 with an offset.
    case dateTime
    case array(FieldType)
    case object([Property])
    /// An object whose keys are data (a role) and whose values are all of one type (a count).
    case map(FieldType)
    /// A closed set of strings.
    case choice([String])
    case nullable(FieldType)
    /// A value whose schema another answer's declarations made (a range's ranking documents).
    case document(JSONValue)
    /// A value of any of these types (a key two shapes of one answer type differently).
    case anyOf([FieldType])

    /// One member of an object type.
    public struct Property: Sendable {
        public let key: String
        public let type: FieldType
        /// Always present (possibly null, when the type is nullable).
        public let required: Bool

        public init(_ key: String, _ type: FieldType, required: Bool = true) {
            self.key = key
            self.type = type
            self.required = required
        }
    }

    /// The JSON Schema (2020-12) of a value of this type. Objects nested `depth` levels down are typed as objects
    /// without their members, which keeps a tool's listing small; every array still says what it holds.
    public var schema: JSONValue { schema(depth: .max) }

    public func schema(depth: Int) -> JSONValue {
        switch self {
        case .string: return .object([("type", .string("string"))])
        case .integer: return .object([("type", .string("integer"))])
        case .number: return .object([("type", .string("number"))])
        case .boolean: return .object([("type", .string("boolean"))])
        case .date: return .object([("type", .string("string")), ("format", .string("date"))])
        case .dateTime: return .object([("type", .string("string")), ("format", .string("date-time"))])
        case .choice(let values):
            return .object([("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))])
        case .array(let item): return .object([("type", .string("array")), ("items", item.schema(depth: depth - 1))])
        case .document(let schema):
            return schema
        case .anyOf(let types):
            return .object([("anyOf", .array(types.map { $0.schema(depth: depth) }))])
        case .map(let value):
            return .object([("type", .string("object")), ("additionalProperties", value.schema(depth: depth - 1))])
        case .object(let properties):
            guard depth > 0 else { return .object([("type", .string("object"))]) }
            return FieldType.objectSchema(properties, depth: depth - 1)
        case .nullable(let inner):
            guard case .object(var members) = inner.schema(depth: depth) else { return inner.schema(depth: depth) }
            if let index = members.firstIndex(where: { $0.0 == "type" }), case .string(let name) = members[index].1 {
                members[index].1 = .array([.string(name), .string("null")])
            }
            if let index = members.firstIndex(where: { $0.0 == "enum" }), case .array(let values) = members[index].1 {
                members[index].1 = .array(values + [.null])
            }
            return .object(members)
        }
    }

    /// An object schema: its properties, and those always present.
    public static func objectSchema(_ properties: [Property], depth: Int = .max) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("type", .string("object")),
            ("properties", .object(properties.map { ($0.key, $0.type.schema(depth: depth)) })),
        ]
        let required = properties.filter(\.required).map { JSONValue.string($0.key) }
        if !required.isEmpty { members.append(("required", .array(required))) }
        return .object(members)
    }
}
