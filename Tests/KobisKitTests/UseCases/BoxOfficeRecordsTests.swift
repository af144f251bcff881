import Foundation
import Testing

@testable import KobisKit

/// The records' rules live in the use case: one window (a year or a range), `to` with `from`, and nothing to list
/// is ``NoRecords``, whichever front-end asks.
@Suite("Use case: the records of the held days", .englishMessages)
struct BoxOfficeRecordsTests {
    static func problem(_ texts: [String: String]) throws -> ParameterProblem? {
        do {
            try BoxOfficeRecords(GivenValues(texts: texts)).check()
            return nil
        } catch let problem as ParameterProblem {
            return problem
        }
    }

    @Test func oneWindowAndEachPartnerIsChecked() throws {
        #expect(
            try Self.problem(["year": "2023", "from": "2023-08-01"])
                == .onlyOne(of: [Declared.calendarYear.spec, Declared.from.spec], what: "period"))
        #expect(try Self.problem(["to": "2023-08-01"]) == .goesWith(Declared.to.spec, partner: Declared.from.spec))
        #expect(try Self.problem([:]) == nil)
        #expect(try BoxOfficeRecords(GivenValues(texts: [:])).kind == .opening)
        #expect(throws: ConversionError.self) { try BoxOfficeRecords(GivenValues(texts: ["kind": "fastest"])) }
    }

    @Test func theSamplesDaysAnswerAndSayWhatTheyCover() async throws {
        let service = KobisService.sample()
        let opening = try BoxOfficeRecords(GivenValues(texts: ["limit": "2"]))
        let answer = try await opening.run(service, events: UseCaseEvents())
        #expect(answer.rows.map(\.movieCode) == ["20239001", "20239002"])
        #expect(answer.rows.map(\.audience) == [160_336, 140_343])
        #expect(answer.values["from"] == .string("2023-08-01") && answer.values["to"] == .string("2023-08-31"))
        #expect(answer.values["daysHeld"] == .int(31) && answer.values["kind"] == .string("opening"))
        let fastest = try BoxOfficeRecords(GivenValues(texts: ["kind": "fast-1m"]))
        let passed = try await fastest.run(service, events: UseCaseEvents())
        #expect(passed.rows.map(\.days) == [7, 8])
    }

    /// Held days of which no film makes the list are an answer with no entries, and a notice says why; no held
    /// day in the window is ``NoRecords`` (docs/json.md, "Empty answers").
    @Test func heldDaysWithNothingToListAreAnEmptyAnswerAndNoDayIsNoRecords() async throws {
        let service = KobisService.sample()
        let none = try BoxOfficeRecords(GivenValues(texts: ["kind": "fast-10m"]))
        let heard = Heard()
        let answer = try await none.run(service, events: UseCaseEvents(notify: heard.add))
        #expect(answer.rows.isEmpty)
        #expect(
            heard.all == [
                NoRecords(
                    .fastest10m, from: KobisDate("2023-08-01"), to: KobisDate("2023-08-31"), held: 31, source: .sample
                ).description
            ])
        let outside = try BoxOfficeRecords(GivenValues(texts: ["year": "2010"]))
        await #expect(throws: NoRecords.self) { _ = try await outside.run(service, events: UseCaseEvents()) }
    }

    /// The sentence groups the days held and says one day as one.
    @Test func noRecordsCountsTheDaysHeldAsTextDoes() {
        let many = NoRecords(.fastest10m, from: nil, to: nil, held: 8243, source: .kobis)
        #expect(many.description == "no film passed 10 million in the 8,243 days the archive holds")
        let one = NoRecords(.numberOne, from: KobisDate("2023-08-01"), to: nil, held: 1, source: .sample)
        #expect(one.description == "no film was number one in the 1 day the sample holds from 2023-08-01 to 2023-08-01")
    }

    /// Over an archive: its year files are read and nothing is sent; a damaged one refuses the question, which is
    /// never answered without that year.
    @Test func anArchiveIsReadWholeAndADamagedYearRefusesTheQuestion() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        let days = try await ArchiveHistoryTests.sampleDays()
        try store.save(
            ArchiveYear(year: 2023, days: Dictionary(uniqueKeysWithValues: days.map { ($0.day, $0.entries) })))
        try FileManager.default.createDirectory(at: store.dailyFolder, withIntermediateDirectories: true)
        try Data("date,rank\n".utf8).write(to: store.yearFile(2022))
        let sample = KobisService.sample()
        let service = KobisService(
            data: ArchiveData(base: sample.data, store: store, offline: true), posterFinder: nil, ledger: nil,
            sampleDays: nil, timeout: 10, clock: { DemoSource.now })
        let heard = Heard()
        let records = try BoxOfficeRecords(GivenValues(texts: ["kind": "number-one", "limit": "1"]))
        await #expect {
            _ = try await records.run(service, events: UseCaseEvents(notify: { heard.add($0) }))
        } throws: { error in
            guard case ArchiveError.damaged(let path, _) = error else { return false }
            return path == store.yearFile(2022).path
        }
        #expect(heard.all.isEmpty, "\(heard.all)")
        try FileManager.default.removeItem(at: store.yearFile(2022))
        let answer = try await records.run(service, events: UseCaseEvents(notify: { heard.add($0) }))
        #expect(answer.rows.first?.movieCode == "20239001" && answer.rows.first?.days == 17)
        // Who answers is the data's origin: here the sample, behind the archive.
        #expect(answer.values["source"] == .string("sample") && answer.values["daysHeld"] == .int(31))
    }
}
