import Foundation

/// A use case's typed answer, in every machine shape, each made from its field tables: the JSON document,
/// JSON Lines, TSV and CSV, markdown, and `--fields`. Its JSON Schema comes from the same tables.
public protocol Answer: Sendable {
    /// The JSON document (`-f json`, and an MCP tool's structured content).
    var document: JSONValue { get }
    /// One object per row (`-f jsonl`).
    var lines: [JSONValue] { get }
    /// The TSV and CSV header and rows.
    var flatTable: (header: [String], rows: [[FieldValue]]) { get }
    /// The title line of text and markdown.
    var heading: String { get }
    var markdown: String { get }
    /// The keys `--fields` takes.
    var selectableKeys: [String] { get }
    /// The keys of the JSON document (of its rows, for a list): what an MCP tool's `fields` takes.
    var documentKeys: [String] { get }
    /// The same answer with only these keys, in this order (json, jsonl, csv, tsv, markdown).
    func selecting(_ keys: [String]?) -> Self
}
