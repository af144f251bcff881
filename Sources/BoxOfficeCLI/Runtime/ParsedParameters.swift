import KobisKit

/// A use case's own parameters among a command's options (``UseCaseOptions``).
protocol ParsedParameters {
    func given(_ name: String) -> (any Sendable)?
}
