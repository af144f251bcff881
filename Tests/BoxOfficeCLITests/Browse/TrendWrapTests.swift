import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// Browse's `t` at 100 columns keeps each fact and milestone label whole (issue 43): the summary wraps between
/// facts, never inside one, and no line ends with the separator.
@Suite("browse: the trend's labels wrap whole")
struct TrendWrapTests {
    var service: KobisService {
        let manager = BoxOfficeManager(network: DemoSource(), now: { DemoSource.now })
        return KobisService(
            data: KobisData(manager: manager), posterFinder: nil, ledger: nil, sampleDays: DemoSource.days, timeout: 10,
            clock: { DemoSource.now })
    }

    func answer(_ model: inout BrowseModel, _ effects: [BrowseModel.Effect]) async throws {
        var job: BrowseModel.Job?
        for case .start(let started) in effects { job = started }
        let load = try #require(job)
        let notes = NotesStore(file: FileManager.default.temporaryDirectory.appendingPathComponent("n-\(UUID()).json"))
        _ = model.finish(load.id, try await BrowseApp.fetch(load.load, service: service, notes: notes, approval: .unasked))
    }

    @Test func tAt100ColumnsKeepsEveryFactWhole() async throws {
        let style = Style(enabled: false)
        var model = BrowseModel(service: service, day: KobisDate(year: 2023, month: 8, day: 31)!)
        try await answer(&model, model.open())
        try await answer(&model, model.handle(.character("t")))
        guard case .trend = model.top.page else {
            Issue.record("no trend")
            return
        }
        let lines = BrowseView.frame(model, rows: 40, columns: 100, style: style).lines
        let last = try #require(lines.first { $0.contains("마지막 집계일") }, "\(lines.joined(separator: "\n"))")
        #expect(last.hasPrefix("마지막 집계일(2023-08-31) 누적 "), "the label is whole: \(last)")
        #expect(!lines.contains { $0.hasSuffix("·") || $0.hasSuffix("마지막") }, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.hasPrefix("100만 돌파 ") }, "the milestone's label starts its line")
    }

    @Test func factsWrapBetweenFactsAndALongOneByWords() {
        let facts = ["합계 관객 1,707,063명", "최고 2023-08-18 175,164명", "마지막 집계일(2023-08-31) 누적 1,707,063명"]
        #expect(
            TrendView.wrapFacts(facts, width: 50)
                == ["합계 관객 1,707,063명 · 최고 2023-08-18 175,164명", "마지막 집계일(2023-08-31) 누적 1,707,063명"])
        #expect(TrendView.wrapFacts(["a b c d", "e"], width: 3) == ["a b", "c d", "e"])
        #expect(TrendView.wrapFacts(["100만 D+7", "500만 D+20*"], width: 14) == ["100만 D+7", "500만 D+20*"])
    }
}
