import Foundation

extension KobisService {
    /// Every day this service holds without a request, in columns: the archive's year files (``ArchiveData``), or
    /// the sample's days; empty for anything else. Never sends a request.
    public func heldHistory() async throws -> ArchiveHistory {
        if let archive = data as? ArchiveData {
            if let damage = archive.store.checksumDamage(years: archive.store.years()) { throw damage }
            return ArchiveHistory.load(archive.store)
        }
        guard let days = sampleDays else { return ArchiveHistory() }
        var rankings: [(day: KobisDate, entries: [DailyBoxOfficeEntry])] = []
        let targets = try self.days(from: days.lowerBound, to: days.upperBound).map(RankingTarget.day)
        try await data.rankings(targets, jobs: 4) { target, fetched in
            if case .day(let day) = target { rankings.append((day, fetched.value.entries)) }
            return true
        }
        return ArchiveHistory(rankings)
    }
}
