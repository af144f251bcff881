import KobisKit

/// `--layout` for human text.
enum Layout: String, CaseIterable, Sendable {
    case list, grid
}
