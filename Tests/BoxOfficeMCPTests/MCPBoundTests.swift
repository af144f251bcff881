import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// The 24 KB bound: how an answer's rows are cut, and how an output schema is listed.
@Suite("MCPBound")
struct MCPBoundTests {
    static let bound = MCPBound(key: "rows", narrow: "ask fewer")

    static func document(_ count: Int) -> JSONValue {
        .object([
            ("type", .string("list")), ("count", .int(Int64(count))),
            ("rows", .array((0..<count).map { .object([("n", .int(Int64($0)))]) })),
        ])
    }

    @Test func aShallowRecordTypesItsListsItemsAsObjectsAndKeepsTheRest() {
        let item = JSONValue.object([("type", .string("object")), ("properties", .object([("name", .object([]))]))])
        let schema = JSONValue.object([
            ("type", .string("object")),
            ("properties", .object([
                ("actors", .object([("type", .string("array")), ("items", item)])),
                ("genres", .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))])),
                ("title", .object([("type", .string("string"))])),
            ])),
            ("required", .array([.string("title")])),
        ])
        let shallow = MCPBound.shallow(schema)
        #expect(shallow["properties"]?["actors"]?["items"] == .object([("type", .string("object"))]))
        #expect(shallow["properties"]?["genres"] == schema["properties"]?["genres"])
        #expect(shallow["properties"]?["title"] == schema["properties"]?["title"] && shallow["required"] == schema["required"])
    }

    @Test func aDocumentThatFitsIsKeptWhole() {
        let whole = Self.document(3)
        #expect(Self.bound.cut(whole) { _ in true } == whole)
    }

    @Test func aDocumentThatDoesNotFitKeepsTheMostFirstRowsThatDoWithTruncated() {
        // "Fits" here: at most 4 rows.
        let cut = Self.bound.cut(Self.document(10)) { ($0["rows"]?.items?.count ?? 0) <= 4 }
        #expect(cut["rows"]?.items?.count == 4)
        #expect(cut["rows"]?.items?.first == .object([("n", .int(0))]))
        #expect(cut["count"] == .int(10), "the document's own count stays the whole one")
        #expect(cut["truncated"]?["shown"] == .int(4) && cut["truncated"]?["of"] == .int(10))
        #expect(cut["truncated"]?["more"] == .string("4 of 10 in rows fit in 24 KB: ask fewer, or full=true for all"))
    }

    @Test func aDocumentWithoutTheListIsKept() {
        let other = JSONValue.object([("type", .string("other"))])
        #expect(Self.bound.cut(other) { _ in false } == other)
    }

    @Test func aListedSchemaTypesTheRowsKeysButNotDeeperObjectsAndRequiresOnlyAtTheTop() throws {
        let schema = FieldType.objectSchema([
            .init("type", .choice(["list"])), .init("when", .date),
            .init("filters", .object([.init("region", .string)])),
            .init(
                "rows",
                .array(.object([.init("n", .integer), .init("detail", .nullable(.object([.init("x", .string)])))]))),
        ])
        let listed = MCPBound.listed(schema, bounded: true)
        #expect(listed["required"] == .array([.string("type"), .string("when"), .string("filters"), .string("rows")]))
        #expect(listed["properties"]?["when"] == .object([("type", .string("string"))]), "no format")
        #expect(listed["properties"]?["filters"] == .object([("type", .string("object"))]))
        let row = try #require(listed["properties"]?["rows"]?["items"])
        #expect(row["properties"]?["n"] == .object([("type", .string("integer"))]))
        #expect(row["properties"]?["detail"] == .object([("type", .array([.string("object"), .string("null")]))]))
        #expect(row["required"] == nil)
        #expect(listed["properties"]?["truncated"]?["properties"]?.keys == ["shown", "of", "more"])
        #expect(MCPBound.listed(schema, bounded: false)["properties"]?["truncated"] == nil)
    }

    @Test func listsOfObjectsOfTwoFormsAreListedAsOneWithEveryKey() {
        let brief = FieldType.array(.object([.init("name", .string)]))
        let full = FieldType.array(.object([.init("name", .string), .init("role", .string)]))
        let schema = FieldType.objectSchema([.init("actors", .anyOf([full, brief]))])
        let actors = MCPBound.listed(schema, bounded: false)["properties"]?["actors"]
        #expect(actors?["anyOf"] == nil)
        #expect(actors?["items"]?["properties"]?.keys == ["name", "role"])
    }
}
