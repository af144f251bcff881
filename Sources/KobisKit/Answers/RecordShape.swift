import Foundation

/// The declaration of a record answer: one film, person, company, note or quota, its fields at the top level.
public struct RecordShape<Row>: Sendable {
    /// The document's `type`, when it has one.
    public let type: String?
    public let fields: [Field<Row>]

    public init(type: String?, fields: [Field<Row>]) {
        self.type = type
        self.fields = fields
    }

    /// `partial`: any subset of the fields may be present (`fields` picks them). `depth`: how deep objects keep
    /// their members.
    public func schema(partial: Bool = false, depth: Int = .max) -> JSONValue {
        FieldType.objectSchema(
            (type.map { [FieldType.Property("type", .choice([$0]))] } ?? [])
                + fields.filter { $0.scope != .flat }
                .map { FieldType.Property($0.key, $0.type, required: $0.required && !partial) }, depth: depth)
    }
}
