import Foundation
import Testing

@testable import KobisKit

/// Posters streamed are an event of the ranking's use case: the front-end hears the ranking first, then each poster
/// in rank order, and the answer still carries them all.
@Suite("Use case: a ranking's posters, one by one")
struct PosterStreamTests {
    /// What a stream heard, in order.
    final class Heard: @unchecked Sendable {
        var events: [String] = []
    }

    @Test func theRankingComesFirstThenEachPosterInRankOrder() async throws {
        let service = KobisService.sample()
        var daily = DailyRanking(KobisDate("2023-08-15")!)
        daily.ask.posters = true
        let heard = Heard()
        let stream = PosterStream(
            ranking: { ranking in heard.events.append("ranking \(ranking.boxOffice.entries.count)") },
            poster: { code, poster in heard.events.append("\(code) \(poster == nil ? "none" : "poster")") })
        let ranking = try await daily.run(service, events: UseCaseEvents(posters: stream))
        let codes = ranking.boxOffice.entries.map(\.movieCode)
        #expect(heard.events.first == "ranking \(codes.count)" && heard.events.count == codes.count + 1)
        #expect(heard.events.dropFirst().map { String($0.prefix(8)) } == codes, "rank order")
        #expect(ranking.posters?.count == heard.events.filter { $0.hasSuffix(" poster") }.count)
    }

    @Test func withoutAStreamThePostersComeWithTheAnswerAlone() async throws {
        var daily = DailyRanking(KobisDate("2023-08-15")!)
        daily.ask.posters = true
        let ranking = try await daily.run(KobisService.sample(), events: UseCaseEvents())
        #expect(ranking.posters?.isEmpty == false)
    }
}
