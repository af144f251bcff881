import Foundation

extension KobisService {
    /// Every day this service holds without a request, in columns: its data's history (the archive's year files, or
    /// the sample's days); empty for anything else. Never sends a request.
    public func heldHistory() async throws -> ArchiveHistory {
        try await data.history()
    }
}
