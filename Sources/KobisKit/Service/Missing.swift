import Foundation

/// A film whose detail or poster could not be had, and why.
public struct Missing: Sendable {
    public let code: String
    public let error: KobisError
}
