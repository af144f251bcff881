import Foundation
import Testing

@testable import BoxOfficeCLI
@testable import KobisKit

/// `sync`'s one line groups its counts as every other count is grouped, and says one of a thing as one (issue 43).
@Suite("sync's line: grouped counts, singulars", .englishMessages)
struct SyncLineTests {
    func summary(_ count: Int) -> ArchiveSync.Summary {
        ArchiveSync.Summary(
            first: KobisDate(year: 2004, month: 5, day: 4)!, last: KobisDate(year: 2026, month: 11, day: 27)!,
            held: count, missing: count, weeklyHeld: count, weeklyMissing: count, filmsHeld: count,
            filmsMissing: count, sent: count, added: count, changed: count, idle: nil, remaining: count,
            runsLeft: count)
    }

    @Test func thousandsAreGrouped() {
        let line = Sync.line(summary(8243))
        #expect(line.contains("8,243 days held, 8,243 missing; 8,243 weekly rankings held, 8,243 missing; "), "\(line)")
        #expect(line.contains("8,243 films held, 8,243 missing; 8,243 requests sent"), "\(line)")
        #expect(line.contains("(8,243 days added, 8,243 days changed by the recheck), 8,243 left today"), "\(line)")
        #expect(line.hasSuffix("8,243 more runs complete it"), "\(line)")
    }

    @Test func oneIsSaidAsOne() {
        let line = Sync.line(summary(1))
        #expect(line.contains("1 day held, 1 missing; 1 weekly ranking held, 1 missing; 1 film held, 1 missing; "))
        #expect(line.contains("1 request sent (1 day added, 1 day changed by the recheck), 1 left today"), "\(line)")
    }

    @Test func inKoreanTheCountsAreGroupedToo() {
        let line = Label.$language.withValue(.ko) { Sync.line(summary(8243)) }
        #expect(line.contains("보관 8,243일, 빠짐 8,243일; 주간 순위 보관 8,243개"), "\(line)")
        #expect(line.contains("요청 8,243건 보냄") && line.hasSuffix("8,243번 더 실행하면 다 찹니다"), "\(line)")
    }

    @Test func theCountHelperGroupsAndPicksTheNoun() {
        #expect(Formatting.counted(1, "film's details", "films' details") == "1 film's details")
        #expect(Formatting.counted(2653, "request", "requests") == "2,653 requests")
        #expect(Formatting.counted(0, "day", "days") == "0 days")
    }
}
