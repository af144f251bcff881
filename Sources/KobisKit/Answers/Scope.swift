/// Where a field appears.
public enum Scope: Sendable {
    case everywhere
    /// Only in the flat forms (JSON Lines, TSV, CSV): the day a row belongs to, which a document says once.
    case flat
    /// Only in the JSON document: its type and provenance.
    case document
}
