import Foundation

/// What KOBIS has no record of.
public enum RecordKind: String, Sendable, Hashable {
    case movie, person, company
}
