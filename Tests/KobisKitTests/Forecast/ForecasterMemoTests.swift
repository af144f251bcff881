import Foundation
import Testing

@testable import KobisKit

/// A long-running server (`forecast_movie`) makes the archive's forecaster once, and again only when a year file
/// changed: a second forecast reads no file of the archive.
@Suite("ForecasterMemo")
struct ForecasterMemoTests {
    @Test func theSameYearFilesGiveTheSameForecaster() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("forecaster-memo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let store = ArchiveStore(root: root)
        try FileManager.default.createDirectory(at: store.dailyFolder, withIntermediateDirectories: true)
        try Data("2020".utf8).write(to: store.yearFile(2020))
        let memo = ForecasterMemo()
        var made: [[Int: String]] = []
        func forecaster() -> Forecaster {
            memo.forecaster(store) { stamps in
                made.append(stamps)
                return Forecaster(history: ForecastHistory(days: [:]), store: ForecastModelStore(stamps: stamps))
            }
        }
        let first = forecaster()
        let second = forecaster()
        #expect(made.count == 1 && first.store === second.store)
        try Data("2020 and more".utf8).write(to: store.yearFile(2020))
        let third = forecaster()
        #expect(made.count == 2 && third.store !== first.store)
        #expect(made[0][2020] != made[1][2020])
    }
}
