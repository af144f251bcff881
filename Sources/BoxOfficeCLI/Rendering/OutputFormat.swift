import KobisKit

/// `--format`: human text, a machine format, or a picture.
enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, jsonl, tsv, csv, markdown, svg, html

    /// Text and the machine formats: what every command prints.
    static let data: [OutputFormat] = [.text, .json, .jsonl, .tsv, .csv, .markdown]

    var isPicture: Bool { self == .svg || self == .html }
}
