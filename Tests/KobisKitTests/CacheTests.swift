import Foundation
import Testing
@testable import KobisKit

@Suite("ResponseCache and CachePolicy")
struct CacheTests {
    let day = KobisDate(year: 2023, month: 8, day: 23)!

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-cache-\(UUID().uuidString)")
    }

    @Test func aRankingFetchedTheMorningAfterExpiresAtNoonOrWithinTheHour() {
        let policy = CachePolicy()
        // 02:00 KST on the 24th: the figures are still settling, so an hour.
        let early = fixedDate("2023-08-23T17:00:00Z")
        #expect(policy.expiry(for: .dailyBoxOffice(date: day), fetchedAt: early) == early.addingTimeInterval(3600))
        // 11:30 KST: noon comes first.
        let late = fixedDate("2023-08-24T02:30:00Z")
        #expect(policy.expiry(for: .dailyBoxOffice(date: day), fetchedAt: late) == fixedDate("2023-08-24T03:00:00Z"))
        // 12:00 KST and later: settled, 30 days.
        let settled = fixedDate("2023-08-24T03:00:00Z")
        #expect(policy.expiry(for: .dailyBoxOffice(date: day), fetchedAt: settled) == settled.addingTimeInterval(30 * 86400))
        // Movie details: 7 days.
        #expect(policy.expiry(for: .movieInfo(code: "1"), fetchedAt: early) == early.addingTimeInterval(7 * 86400))
    }

    @Test func storesAndReturnsAFreshAnswerWithoutTheKey() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = fixedDate("2023-09-01T00:00:00Z")
        let cache = ResponseCache(directory: directory, now: { clock })
        let body = Data(#"{"boxOfficeResult":{}}"#.utf8)
        #expect(cache.write(body, for: .dailyBoxOffice(date: day)))
        #expect(cache.read(.dailyBoxOffice(date: day)) == body)
        #expect(cache.read(.dailyBoxOffice(date: day.adding(days: -1))) == nil)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("key"))
            #expect(!name.hasSuffix(".tmp"))
        }
    }

    @Test func staleEntriesAreMisses() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = ResponseCache(directory: directory, now: { fixedDate("2023-09-01T00:00:00Z") })
        writer.write(Data("{}".utf8), for: .movieInfo(code: "1"))
        let reader = ResponseCache(directory: directory, now: { fixedDate("2023-09-09T00:00:00Z") })
        #expect(reader.read(.movieInfo(code: "1")) == nil)
    }

    @Test(arguments: ["", "garbage", "boxoffice-cache 1\n{}\n{}", "boxoffice-cache 1\n{\"request\":\"movie/searchMovieInfo.json|movieCd=1\",\"fetchedAt\":0,\"expiresAt\":9999999999,\"length\":99}\n{}",
                      "boxoffice-cache 1\n{\"request\":\"other\",\"fetchedAt\":0,\"expiresAt\":9999999999,\"length\":2}\n{}"])
    func corruptTruncatedOrForeignFilesAreMisses(contents: String) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: cache.fileURL(for: .movieInfo(code: "1")))
        #expect(cache.read(.movieInfo(code: "1")) == nil)
        #expect(cache.write(Data("{}".utf8), for: .movieInfo(code: "1")))
        #expect(cache.read(.movieInfo(code: "1")) == Data("{}".utf8))
    }

    @Test func modesControlReadingAndWriting() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        ResponseCache(directory: directory).write(Data("{}".utf8), for: .movieInfo(code: "1"))
        #expect(ResponseCache(directory: directory, mode: .refresh).read(.movieInfo(code: "1")) == nil)
        #expect(ResponseCache(directory: directory, mode: .disabled).read(.movieInfo(code: "1")) == nil)
        #expect(!ResponseCache(directory: directory, mode: .disabled).write(Data("{}".utf8), for: .movieInfo(code: "2")))
        #expect(ResponseCache(directory: directory).read(.movieInfo(code: "2")) == nil)
    }

    @Test func anUnwritableDirectoryIsNotFatal() {
        let cache = ResponseCache(directory: URL(fileURLWithPath: "/proc/boxoffice-cannot-exist"))
        #expect(!cache.write(Data("{}".utf8), for: .movieInfo(code: "1")))
        #expect(cache.read(.movieInfo(code: "1")) == nil)
    }

    @Test func clearRemovesEveryEntry() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = ResponseCache(directory: directory)
        cache.write(Data("{}".utf8), for: .movieInfo(code: "1"))
        cache.write(Data("{}".utf8), for: .movieInfo(code: "2"))
        #expect(try cache.clear() == 2)
        #expect(cache.read(.movieInfo(code: "1")) == nil)
    }

    @Test func theDefaultDirectoryFollowsXDGAndIgnoresARelativeOne() {
        #expect(ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/c", "HOME": "/h"]).path == "/x/c/boxoffice")
        #expect(ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"]).path == "/h/.cache/boxoffice")
    }
}
