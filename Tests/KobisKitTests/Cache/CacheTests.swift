import Foundation
import Testing

@testable import KobisKit

@Suite("ResponseCache")
struct CacheTests {
    let day = KobisDate(year: 2023, month: 8, day: 23)!
    let server = "http://127.0.0.1:8080/rest"
    var movie: Endpoint<MovieDetail> { .movieInfo(code: "20230001") }

    func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("boxoffice-cache-\(UUID().uuidString)")
    }

    func cache(
        _ directory: URL, server: String? = nil, mode: CacheMode = .normal, at clock: String = "2023-09-01T00:00:00Z"
    ) -> ResponseCache {
        let now = fixedDate(clock)
        return ResponseCache(directory: directory, server: server ?? self.server, mode: mode, now: { now })
    }

    @Test func storesAndReturnsAFreshAnswerWithoutTheKey() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = cache(directory)
        let body = Data(#"{"boxOfficeResult":{}}"#.utf8)
        let daily = Endpoint.daily(date: day)
        #expect(store.write(body, for: daily.request))
        #expect(store.read(daily.request, freshness: daily.freshness)?.body == body)
        #expect(store.read(Endpoint.daily(date: day.adding(days: -1)).request, freshness: daily.freshness) == nil)
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            #expect(!text.contains("key="))
            #expect(!name.hasSuffix(".tmp"))
        }
    }

    @Test func twoServersNeverShareAnswers() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        cache(directory, server: "http://127.0.0.1:9999/rest").write(Data("{}".utf8), for: movie.request)
        #expect(
            cache(directory, server: "https://www.kobis.or.kr:443/kobisopenapi/webservice/rest").read(
                movie.request, freshness: movie.freshness) == nil)
        #expect(
            cache(directory, server: "http://127.0.0.1:9999/rest").read(movie.request, freshness: movie.freshness)
                != nil)
    }

    @Test func staleEntriesAreMisses() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        cache(directory, at: "2023-09-01T00:00:00Z").write(Data("{}".utf8), for: movie.request)
        #expect(cache(directory, at: "2023-09-07T23:00:00Z").read(movie.request, freshness: movie.freshness) != nil)
        #expect(cache(directory, at: "2023-09-09T00:00:00Z").read(movie.request, freshness: movie.freshness) == nil)
    }

    /// A tampered header cannot buy an entry a longer life: expiry comes from the rule, and a fetch time in the future is not believed.
    @Test(arguments: [
        #"{"expiresAt":99999999999,"fetchedAt":1693526400,"length":2,"request":"REQ"}"#,
        #"{"fetchedAt":99999999999,"length":2,"request":"REQ"}"#,
        #"{"fetchedAt":1699999999,"length":2,"request":"REQ"}"#,
    ])
    func freshnessIsNeverTrustedFromTheFile(header: String) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reader = cache(directory, at: "2023-10-01T00:00:00Z")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file =
            "boxoffice-cache 2\n" + header.replacingOccurrences(of: "REQ", with: reader.entryKey(movie.request))
            + "\n{}"
        try Data(file.utf8).write(to: reader.fileURL(for: movie.request))
        #expect(reader.read(movie.request, freshness: movie.freshness) == nil)
    }

    @Test(arguments: [
        "", "garbage", "boxoffice-cache 2\n{}\n{}",
        "boxoffice-cache 2\n{\"request\":\"R\",\"fetchedAt\":0,\"length\":99}\n{}",
        "boxoffice-cache 2\n{\"request\":\"other\",\"fetchedAt\":1693526400,\"length\":2}\n{}",
        "boxoffice-cache 1\n{\"request\":\"R\",\"fetchedAt\":1693526400,\"expiresAt\":9999999999,\"length\":2}\n{}",
    ])
    func corruptTruncatedOrForeignFilesAreMisses(contents: String) throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = cache(directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(contents.replacingOccurrences(of: "\"R\"", with: "\"\(store.entryKey(movie.request))\"").utf8)
            .write(to: store.fileURL(for: movie.request))
        #expect(store.read(movie.request, freshness: movie.freshness) == nil)
        #expect(store.write(Data("{}".utf8), for: movie.request))
        #expect(store.read(movie.request, freshness: movie.freshness)?.body == Data("{}".utf8))
    }

    @Test func anOversizedFileIsSkippedWithoutBeingRead() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = ResponseCache(directory: directory, server: server, maxEntryBytes: 1024)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // A sparse 1 GB file: reading it would take a second and a gigabyte; skipping it takes neither.
        let path = store.fileURL(for: movie.request).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        #expect(store.read(movie.request, freshness: movie.freshness) == nil)
        #expect(ResponseCache.readFile(path, limit: 1024) == nil)
    }

    @Test func modesControlReadingAndWriting() {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        cache(directory).write(Data("{}".utf8), for: movie.request)
        #expect(cache(directory, mode: .refresh).read(movie.request, freshness: movie.freshness) == nil)
        #expect(cache(directory, mode: .disabled).read(movie.request, freshness: movie.freshness) == nil)
        let other = Endpoint.movieInfo(code: "20230002")
        #expect(!cache(directory, mode: .disabled).write(Data("{}".utf8), for: other.request))
        #expect(cache(directory).read(other.request, freshness: other.freshness) == nil)
    }

    @Test func disabledCreatesNothing() {
        let directory = temporaryDirectory()
        #expect(!cache(directory, mode: .disabled).write(Data("{}".utf8), for: movie.request))
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func anUnwritableDirectoryIsNotFatal() {
        // A folder under a regular file can never be made, on any system.
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-blocker-\(UUID().uuidString)")
        #expect(FileManager.default.createFile(atPath: blocker.path, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(at: blocker) }
        let store = ResponseCache(directory: blocker.appendingPathComponent("cache"), server: server)
        #expect(!store.write(Data("{}".utf8), for: movie.request))
        #expect(store.read(movie.request, freshness: movie.freshness) == nil)
    }

    @Test func clearRemovesOnlyWhatBoxofficeWrote() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = cache(directory)
        store.write(Data("{}".utf8), for: movie.request)
        store.write(Data("{}".utf8), for: Endpoint.movieInfo(code: "20230002").request)
        let ours = store.fileURL(for: movie.request).lastPathComponent
        let strangers = ["notes.txt", "movie-x-1.cache", "daily-20230101-abc.cache.bak", ".hidden.tmp", "photo.jpg"]
        for name in strangers { try Data("keep me".utf8).write(to: directory.appendingPathComponent(name)) }
        // A file named like an entry but not written by boxoffice is kept too.
        try Data("not a cache file".utf8).write(to: directory.appendingPathComponent("movie-20230009-1f.cache"))
        // A temporary file left by an interrupted write is boxoffice's own.
        try Data("half".utf8).write(to: directory.appendingPathComponent(".\(ours).12345.678.tmp"))
        #expect(try store.clear() == 2)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(left == Set(strangers + ["movie-20230009-1f.cache"]))
    }

    /// The header is read by hand in the shape the cache writes it; anything else still parses through JSONSerialization.
    @Test(arguments: [
        "http://127.0.0.1:80/rest|movie/searchMovieInfo.json?movieCd=2023C165",
        "https://h:443|daily?movieNm=%EB%B0%80 가|\"q\"\\z",
    ])
    func headersParseWhateverTheRequestHolds(request: String) throws {
        let data = try JSONSerialization.data(
            withJSONObject: ["request": request, "fetchedAt": 1_732_312_345.25, "length": 12], options: [.sortedKeys])
        let header = try #require(ResponseCache.header(data))
        #expect(header.request == request && header.fetchedAt == 1_732_312_345.25 && header.length == 12)
    }

    @Test func theDefaultDirectoryFollowsXDGAndIgnoresARelativeOne() {
        #expect(
            ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x/c", "HOME": "/h"]).path
                == "/x/c/boxoffice")
        #expect(
            ResponseCache.defaultDirectory(environment: ["XDG_CACHE_HOME": "rel", "HOME": "/h"]).path
                == "/h/.cache/boxoffice")
    }
}
