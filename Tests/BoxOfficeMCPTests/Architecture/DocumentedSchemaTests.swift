import Foundation
import KobisKit
import Testing

@testable import BoxOfficeMCP

/// Every tool's output schema says what docs/json.md says: the daily table key for key and type for type, and every
/// other document's keys named where docs/json.md describes it.
@Suite("The output schemas and docs/json.md")
struct DocumentedSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let document = root.appendingPathComponent("docs/json.md")

    /// docs/json.md's sections by heading (the text after `### `).
    static func sections() throws -> [String: String] {
        let text = try String(contentsOf: document, encoding: .utf8)
        var sections: [String: String] = [:]
        var heading = ""
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("### ") {
                heading = String(line.dropFirst(4))
            } else {
                sections[heading, default: ""] += line + "\n"
            }
        }
        return sections
    }

    /// The keys a text names: backticked identifiers, `films[]` as `films`, `entries[].rank` as `rank`, and the
    /// members of a backticked object (`{"type": "range", "count": N}`).
    static func keys(_ text: String) -> Set<String> {
        var keys: Set<String> = []
        let parts = text.components(separatedBy: "`")
        let member = try! NSRegularExpression(pattern: #""([A-Za-z]+)":"#)
        for (index, part) in parts.enumerated() where index % 2 == 1 {
            let last = part.components(separatedBy: ".").last ?? part
            let name = last.hasSuffix("[]") ? String(last.dropLast(2)) : last
            if !name.isEmpty, name.allSatisfy({ $0.isLetter && $0.isASCII }) { keys.insert(name) }
            for match in member.matches(in: part, range: NSRange(part.startIndex..., in: part)) {
                if let range = Range(match.range(at: 1), in: part) { keys.insert(String(part[range])) }
            }
        }
        return keys
    }

    /// JSON types as a set: `"integer"` or `["integer", "null"]`.
    static func types(_ schema: [String: Any]?) -> Set<String> {
        if let one = schema?["type"] as? String { return [one] }
        return Set(schema?["type"] as? [String] ?? [])
    }

    /// The table's type column as JSON types: "integer or null", "array of strings", "string or null".
    static func types(_ column: String) -> Set<String> {
        Set(
            column.components(separatedBy: " or ").map { word in
                let word = word.trimmingCharacters(in: .whitespaces)
                return word.hasPrefix("array") ? "array" : word
            })
    }

    /// Each tool's output schema, whole: the one its answers are made to (the listing shows it slim), as
    /// JSONSerialization reads it.
    func schemas() throws -> [String: [String: Any]] {
        var schemas: [String: [String: Any]] = [:]
        for tool in MCPTools.all {
            schemas[tool.name] =
                try JSONSerialization.jsonObject(with: Data(tool.output.compact().utf8)) as? [String: Any]
        }
        return schemas
    }

    static func properties(_ schema: [String: Any]?) -> [String: [String: Any]] {
        schema?["properties"] as? [String: [String: Any]] ?? [:]
    }

    /// The properties of the objects an array property holds.
    static func rowProperties(_ schema: [String: Any], _ key: String) -> [String: [String: Any]] {
        properties(properties(schema)[key]?["items"] as? [String: Any])
    }

    /// The daily table gives every key with its type: each row is the schema's, type for type, and each of the
    /// schema's keys (the document's and an entry's) has its row.
    @Test func theDailyToolsSchemaIsTheDailyTableKeyForKeyAndTypeForType() async throws {
        let schemas = try schemas()
        let daily = try #require(schemas["daily_box_office"])
        let sections = try Self.sections()
        let table =
            try #require(sections["`boxoffice daily --format json`"])
            + (sections["Keys every ranking document adds"] ?? "")
        var documented: [String: Set<String>] = [:]
        for line in table.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.components(separatedBy: " | ")
            guard cells.count >= 2 else { continue }
            let key = cells[0].dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            documented[key] = Self.types(cells[1])
        }
        for (key, types) in documented where !key.hasPrefix("details.") {
            let schema: [String: Any]? =
                key.hasPrefix("entries[].")
                ? Self.rowProperties(daily, "entries")[String(key.dropFirst("entries[].".count))]
                : Self.properties(daily)[key]
            #expect(schema != nil, "docs/json.md documents `\(key)`, which daily_box_office's output schema lacks")
            #expect(
                Self.types(schema) == types,
                "`\(key)`: docs/json.md says \(types.sorted()), the output schema \(Self.types(schema).sorted())")
        }
        for key in Self.properties(daily).keys {
            #expect(documented[key] != nil, "the output schema has `\(key)`, which the daily table does not document")
        }
        for key in Self.rowProperties(daily, "entries").keys {
            #expect(
                documented["entries[].\(key)"] != nil,
                "an entry in the output schema has `\(key)`, which the daily table does not document")
        }
    }

    /// Each other tool's document and rows: every key of its output schema is named where docs/json.md describes
    /// that document, and every row key the search table lists is in the schema. `quota_status` has exactly the
    /// keys the document gives.
    @Test func everyToolsSchemaKeysAreTheOnesDocsJSONNames() async throws {
        let schemas = try schemas()
        let sections = try Self.sections()
        let lists = try #require(sections["`search`, `upcoming`, `people`, `companies`, `codes`"])
        let common = Self.keys("`type`, `provenance`, `count`")
        // What a bounded tool adds when it cuts its answer to 24 KB, named in docs/json.md's MCP section.
        let cut = "truncated"
        #expect(Self.keys(try #require(sections["MCP"])).contains(cut), "docs/json.md's MCP section names `\(cut)`")
        // Tool, the sections that describe its document, and its rows' key.
        let described: [(String, [String], String?)] = [
            (
                "weekly_box_office",
                [
                    "`boxoffice weekly --format json`", "`boxoffice daily --format json`",
                    "Keys every ranking document adds", "English titles",
                ], "entries"
            ),
            ("movie_info", ["`boxoffice movie <code> --format json`", "MCP"], nil),
            ("person_info", ["`person` and `company`"], "films"), ("company_info", ["`person` and `company`"], "films"),
            ("top_movies", ["`top --format json`", "English titles"], "entries"),
            ("movie_milestones", ["`milestones --format json`", "English titles"], "milestones"),
            ("box_office_range", ["Ranges"], nil),
        ]
        for (tool, names, rows) in described {
            let schema = try #require(schemas[tool], "\(tool) is listed")
            let text = try names.map { try #require(sections[$0], "docs/json.md has a section '\($0)'") }.joined()
            let named = Self.keys(text).union(common)
            for key in Self.properties(schema).keys where key != cut {
                #expect(named.contains(key), "\(tool)'s output schema has `\(key)`, which docs/json.md does not name")
            }
            for key in rows.map({ Self.rowProperties(schema, $0).keys.map { $0 } }) ?? [] {
                #expect(named.contains(key), "\(tool)'s rows have `\(key)`, which docs/json.md does not name")
            }
        }
        // The lists' table: one row per command, its top-level keys and then its rows' keys.
        let tools = [
            "search": "search_movies", "upcoming": "upcoming_movies", "people": "search_people",
            "companies": "search_companies", "codes": "list_codes",
        ]
        var searchRowKeys: Set<String> = []
        for line in lists.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.components(separatedBy: " | ")
            guard cells.count == 3 else { continue }
            let command = cells[0].dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: "` "))
            let tool = try #require(tools[command], "the table's row \(command) names no tool")
            let schema = try #require(schemas[tool])
            // What the column says in brackets is an aside (`total` (KOBIS's `totCnt`)), not a key.
            let aside = try NSRegularExpression(pattern: #"\([^()]*\)"#)
            let column = aside.stringByReplacingMatches(
                in: cells[1], range: NSRange(cells[1].startIndex..., in: cells[1]), withTemplate: "")
            let top = Self.keys(column).union(common)
            let rowText = cells[2].components(separatedBy: "`:").dropFirst().joined()
            let rowsKey = Self.keys(String(cells[2].prefix { $0 != ":" })).first ?? ""
            var rowKeys = Self.keys(rowText)
            if rowText.contains("the `search` keys") {
                rowKeys.remove("search")
                rowKeys.formUnion(searchRowKeys)
            }
            if command == "search" { searchRowKeys = rowKeys }
            let keys = Set(Self.properties(schema).keys).subtracting([cut])
            #expect(keys == top.union([rowsKey]), "\(tool): top-level keys")
            #expect(Set(Self.rowProperties(schema, rowsKey).keys) == rowKeys, "\(tool): its rows' keys")
        }
        // `usage --format json`: exactly these keys.
        let usage = try #require(sections["`usage --format json`"])
        let exact = try #require(usage.components(separatedBy: "Exactly `").dropFirst().first?.prefix { $0 != "`" })
        let keys = Self.keys("`\(exact)`")
        let quota = try #require(schemas["quota_status"])
        #expect(Set(Self.properties(quota).keys) == keys, "quota_status: \(keys.sorted())")
    }
}
