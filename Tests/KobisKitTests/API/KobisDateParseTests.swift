import Foundation
import Testing

@testable import KobisKit

/// `KobisDate.parse`: the date forms people type, relative ones resolved against today in Korea.
@Suite("KobisDate.parse")
struct KobisDateParseTests {
    let today = KobisDate(year: 2024, month: 3, day: 1)!

    @Test func readsEveryAcceptedForm() {
        let day = KobisDate(year: 2023, month: 8, day: 5)!
        for text in ["20230805", "2023-08-05", "2023.08.05", "2023.8.5", "2023. 8. 5.", " 2023.08.05 "] {
            #expect(KobisDate.parse(text) == .day(day), "\(text)")
        }
        #expect(KobisDate.parse("yesterday") == .daysAgo(1))
        #expect(KobisDate.parse("Yesterday") == .daysAgo(1))
        #expect(KobisDate.parse("-7") == .daysAgo(7))
        #expect(KobisDate.parse("-0") == .daysAgo(0))
    }

    @Test func resolvesDaysAgoAcrossMonthsAndLeapDays() {
        #expect(KobisDate.parse("-1", today: today) == KobisDate(year: 2024, month: 2, day: 29))
        #expect(KobisDate.parse("-30", today: today) == KobisDate(year: 2024, month: 1, day: 31))
        #expect(KobisDate.parse("yesterday", today: today) == KobisDate(year: 2024, month: 2, day: 29))
        #expect(KobisDate.parse("2023.08.05", today: today) == KobisDate(year: 2023, month: 8, day: 5))
    }

    @Test func refusesEverythingElse() {
        for text in [
            "", "-", "--7", "-7d", "+7", "7", "-36501", "2023.02.29", "2023.8", "2023.08.05.01", "23.08.05",
            "2023.008.05", "2023..05", "2023/08/05", "tomorrow", "2023.0a.05",
        ] {
            #expect(KobisDate.parse(text) == nil, "\(text)")
        }
    }
}
