import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// The 24 KB bound: how an answer's rows are cut, and how an output schema is listed.
@Suite("MCPBound")
struct MCPBoundTests {
    static let bound = MCPBound(key: "rows", narrow: Label(ko: "줄이세요", en: "ask fewer"))

    static func document(_ count: Int) -> JSONValue {
        .object([
            ("type", .string("list")), ("count", .int(Int64(count))),
            ("rows", .array((0..<count).map { .object([("n", .int(Int64($0)))]) })),
        ])
    }

    @Test func aDocumentThatFitsIsKeptWhole() {
        let whole = Self.document(3)
        #expect(Self.bound.cut(whole) { _ in true } == whole)
    }

    @Test(.englishMessages) func aDocumentThatDoesNotFitKeepsTheMostFirstRowsThatDoWithTruncated() {
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

    /// The listing names the document's members, types its lists (with what they hold) and objects, keeps the
    /// document's `type` values and `required`: every session reads it, and docs/json.md types the rest.
    @Test func aListedSchemaNamesTheMembersAndTypesOnlyListsAndObjects() throws {
        let schema = FieldType.objectSchema([
            .init("type", .choice(["list"])), .init("when", .date), .init("count", .integer),
            .init("filters", .object([.init("region", .string)])),
            .init(
                "rows",
                .array(.object([.init("n", .integer), .init("detail", .nullable(.object([.init("x", .string)])))]))),
            .init("names", .array(.string)), .init("poster", .nullable(.object([.init("url", .string)]))),
        ])
        let listed = MCPBound.listed(schema, bounded: true)
        #expect(listed["type"] == .string("object"))
        #expect(listed["required"] == schema["required"])
        let properties = try #require(listed["properties"])
        #expect(properties.keys == ["type", "when", "count", "filters", "rows", "names", "poster", "truncated"])
        #expect(properties["type"] == .object([("enum", .array([.string("list")]))]))
        #expect(properties["when"] == .object([]) && properties["count"] == .object([]))
        #expect(properties["filters"] == .object([("type", .string("object"))]))
        #expect(
            properties["rows"]
                == .object([("type", .string("array")), ("items", .object([("type", .string("object"))]))]))
        #expect(
            properties["names"]
                == .object([("type", .string("array")), ("items", .object([("type", .string("string"))]))]))
        #expect(properties["poster"] == .object([("type", .array([.string("object"), .string("null")]))]))
        #expect(properties["truncated"] == .object([("type", .string("object"))]))
        #expect(MCPBound.listed(schema, bounded: false)["properties"]?["truncated"] == nil)
    }

    @Test func aListOfTwoFormsIsListedAsOneList() {
        let brief = FieldType.array(.object([.init("name", .string)]))
        let full = FieldType.array(.object([.init("name", .string), .init("role", .string)]))
        let schema = FieldType.objectSchema([.init("actors", .anyOf([full, brief]))])
        #expect(
            MCPBound.listed(schema, bounded: false)["properties"]?["actors"]
                == .object([("type", .string("array")), ("items", .object([("type", .string("object"))]))]))
    }
}
